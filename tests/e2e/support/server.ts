/**
 * Starts the real server (src/server/server.ts through tsx) on a free port with a fresh SQLite
 * file, SMTP pointed at the test's listener and the development bot check (no Turnstile keys).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Repository root (tests/e2e/support -> ../../..). */
export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** Known secret, so tests can sign their own (expired) tokens with jose. */
export const E2E_JWT_SECRET = 'e2e-secret-votacao-0123456789-abcdefghijklmnop';

/**
 * The server's resend cool-down is off: the web app keeps its own 30 s count-down on /acesso,
 * which the resend tests skip with Playwright's clock; a server cool-down on top would need a
 * real wait (and the failed-send retry in errors.spec.ts would meet a 429).
 */
export const E2E_RESEND_COOLDOWN_SECONDS = 0;

const BOOT_TIMEOUT_MS = 150_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseURL: string;
  /** DATABASE_URL of the fresh SQLite file, for the admin CLI. */
  databaseUrl: string;
  /** Env the server was started with (the admin CLI reuses it). */
  env: NodeJS.ProcessEnv;
  dataDir: string;
  logFile: string;
  /** Last lines of the server's output, for failure messages. */
  logTail: (lines?: number) => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  smtpUrl: string;
  /** Extra env (e.g. RATE_LIMIT_*). */
  env?: Record<string, string>;
}

export async function startServer({ smtpUrl, env: extra }: StartOptions): Promise<RunningServer> {
  const entry = path.join(ROOT, 'src', 'server', 'server.ts');
  if (!existsSync(entry)) throw new Error(`The server is missing: ${entry} does not exist yet.`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'votacao-e2e-'));
  const databaseUrl = `file:${path.join(dataDir, 'e2e.sqlite')}`;
  const logFile = path.join(dataDir, 'server.log');
  const webDistDir = await snapshotWebApp(path.join(dataDir, 'web'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Votação <nao-responda@localhost>',
    JWT_SECRET: E2E_JWT_SECRET,
    SEED_DEMO: 'true',
    OTP_RESEND_COOLDOWN_SECONDS: String(E2E_RESEND_COOLDOWN_SECONDS),
    // Every test signs up and signs in from 127.0.0.1: keep the per-IP budgets out of the way.
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
    RATE_LIMIT_OTP_PER_HOUR: '100000',
    RATE_LIMIT_API_PER_MINUTE: '1000000',
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    ...extra,
  };
  // Dev-only variables that would change the server's behaviour must not leak in.
  delete env.TURNSTILE_SITE_KEY;
  delete env.TURNSTILE_SECRET_KEY;
  delete env.TURNSTILE_VERIFY_URL;
  delete env.API_PREFIX;

  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onOutput = (chunk: Buffer) => {
    log.write(chunk);
    output += chunk.toString('utf8');
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const logTail = (lines = 40) => output.split('\n').slice(-lines).join('\n');

  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let running = true;
  void exited.then(() => {
    running = false;
  });

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, 10_000, 'timeout'));
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await new Promise<void>((resolve) => log.end(() => resolve()));
    if (process.env.E2E_KEEP_DATA) {
      console.log(`[e2e] server data kept in ${dataDir}`);
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const started = Date.now();
  try {
    for (;;) {
      if (!running) {
        throw new Error(`The server exited during start-up. Its output:\n${logTail()}`);
      }
      if (/Votação em http/.test(output) || (await answers(`${baseURL}/app-config.json`))) break;
      if (Date.now() - started > BOOT_TIMEOUT_MS) {
        throw new Error(
          `The server did not answer within ${BOOT_TIMEOUT_MS / 1000} s. Its output:\n${logTail()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, databaseUrl, env, dataDir, logFile, logTail, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Copies dist/web for this server. Other work in the same checkout may run `npm run build` while
 * the suite runs; the build empties dist/web and writes new hashed chunks, which would make the
 * app's lazy routes fail to load mid-test. The copy is checked (every asset index.html names is
 * there) and retried while a build is half-written.
 */
async function snapshotWebApp(target: string): Promise<string> {
  const source = path.join(ROOT, 'dist', 'web');
  for (let attempt = 1; ; attempt++) {
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(source, target, { recursive: true });
      const index = readFileSync(path.join(target, 'index.html'), 'utf8');
      const assets = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(
        (m) => m[1] ?? '',
      );
      if (assets.length > 0 && assets.every((asset) => existsSync(path.join(target, asset)))) {
        return target;
      }
    } catch {
      // A build was emptying the folder: try again.
    }
    if (attempt >= 20)
      throw new Error('Could not copy a complete dist/web (a build kept running?)');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** One clear line when the web app was not built. */
export function assertWebAppBuilt(): void {
  const index = path.join(ROOT, 'dist', 'web', 'index.html');
  if (!existsSync(index)) {
    throw new Error(`dist/web/index.html is missing: run \`npm run build\` before the e2e tests.`);
  }
  // Read it once so a half-written build fails here too.
  readFileSync(index, 'utf8');
}
