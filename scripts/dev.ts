/**
 * npm run dev: the API in watch mode (tsx watch, port 3000) and Vite's dev server with hot reload
 * (port 5173, proxying /api, /app-config.json and /dev/mailbox to the API). Ctrl-C stops both;
 * if either exits, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
const viteCli = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

const children: ChildProcess[] = [
  spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'src/server/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  }),
  spawn(process.execPath, [viteCli], { cwd: ROOT, stdio: 'inherit', env: process.env }),
];

let exiting = false;
function stopAll(code: number): void {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Give them a moment to close their ports, then leave.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 3_000).unref();
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  ).then(() => process.exit(code));
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 1));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
