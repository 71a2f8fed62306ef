/**
 * npm run admin -- <command>: the operator commands (src/server/cli/admin.ts), compiled by
 * scripts/build-server.mjs when a source changed and run with plain `node`, so a command such as
 * `results` answers in well under a second instead of waiting for a TypeScript loader to start
 * (decision 133).
 */
import { pathToFileURL } from 'node:url';

import { ADMIN_BUNDLE, buildServer } from './build-server.mjs';

if (await buildServer()) console.error('Compiled the operator commands (dist/server/admin.mjs).');
const { runAdmin } = await import(pathToFileURL(ADMIN_BUNDLE).href);
const code = await runAdmin(process.argv.slice(2)).catch((error) => {
  console.error(`Erro: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
process.exit(code);
