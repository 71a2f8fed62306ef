/** Child processes for the bench: the real server and the hello-world, with their memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  process: ChildProcess;
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `node <entry>` (with `--import tsx` for a .ts entry) on a free port and waits until
 * `readyPath` answers.
 */
export async function startChild(
  entry: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  nodeArgs: string[] = [],
): Promise<Child> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || i > 1200) {
      await stop();
      throw new Error(`${entry} did not start:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { process: child, base, pid: child.pid ?? 0, stop };
}

/** Resident memory now and at its peak, in MB, from /proc. */
export function memory(pid: number): { rssMb: number; peakMb: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rssMb: 0, peakMb: 0 };
  }
}

/** Linux's clock tick for /proc's CPU times (`getconf CLK_TCK`: 100 on every x86-64 kernel). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) of a process's main thread so far, in ms, from
 * /proc/<pid>/task/<pid>/stat: the event-loop thread, whose time bounds a Node server's
 * throughput, without V8's helper threads. null off Linux.
 */
export function mainThreadCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    // The fields after the command name, which may itself hold spaces: utime is the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The machine's load average (the machine is shared: every report says how busy it was). */
export function loadAverage(): string {
  try {
    return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}
