/** The operator commands (`npm run admin -- …`) run in process, their output collected. */
import { runAdmin } from '../../../src/server/cli/admin';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
  /** The commands' clock (a test app's), where a command reads the time. */
  now?: () => number,
): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, env, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    cwd,
    ...(now ? { now } : {}),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
