/**
 * npm run admin -- <command>: the operator commands (src/server/cli/admin.ts), compiled by
 * scripts/build-server.mjs when a source changed and run with plain `node`, so a command such as
 * `results` answers in well under a second instead of waiting for a TypeScript loader to start
 * (decision 133).
 *
 * With NODE_ENV=production, or where esbuild is not installed, the bundle that `npm run build`
 * made is run as it is and never rebuilt: a command must not rewrite dist/server/server.mjs under
 * running servers (docs/deploy.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ADMIN_BUNDLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'dist',
  'server',
  'admin.mjs',
);

let builder = null;
if (process.env.NODE_ENV !== 'production') {
  try {
    builder = await import('./build-server.mjs');
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
}
if (builder) {
  if (await builder.buildServer()) {
    console.error('Compiled the operator commands (dist/server/admin.mjs).');
  }
} else if (!fs.existsSync(ADMIN_BUNDLE)) {
  console.error(
    'Erro: dist/server/admin.mjs não existe: rode npm run build antes (docs/deploy.md).',
  );
  process.exit(1);
}
const { runAdmin } = await import(pathToFileURL(ADMIN_BUNDLE).href);
const code = await runAdmin(process.argv.slice(2)).catch((error) => {
  console.error(`Erro: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
process.exit(code);
