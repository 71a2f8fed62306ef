/**
 * The deployment of docs/deploy.md, for real: Debian's nginx with the shipped site
 * (deploy/nginx/votacao.conf: only ports and certificate paths changed) in front of TWO server
 * processes (the built dist/server/server.mjs, as production runs it) on PostgreSQL + Redis,
 * TRUST_PROXY=loopback. Voters sign up, get their code from a real SMTP listener and vote
 * through nginx over TLS, each from its own loopback address; one process is killed (SIGKILL)
 * in the middle of the votes. Shown: every vote acknowledged (201) is stored with its receipt
 * and every voter finishes; per-client limits count the address nginx saw (a client's own
 * X-Forwarded-For is replaced) and are shared by both processes through Redis; the dead
 * process's /readyz fails while nginx keeps answering. An operator added with the CLI signs in
 * through nginx (the code asked of one process, checked by the other), finds the results sealed
 * while voting is open, and after the kill closes the window and publishes through the process
 * left: the results count every stored vote.
 *
 * Needs TEST_DATABASE_URL, TEST_REDIS_URL (.ci/run sets both) and nginx at /usr/sbin/nginx;
 * skipped otherwise, saying why.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_BUNDLE, buildServer, SERVER_BUNDLE } from '../../../scripts/build-server.mjs';
import type { AdminResults, PublicResults } from '../../../src/domain/admin';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { codeIn, SmtpListener } from '../helpers/mail';
import { cpfFrom, newVoter } from '../helpers/voters';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const NGINX = '/usr/sbin/nginx';
const SITE = path.join(ROOT, 'deploy', 'nginx', 'votacao.conf');

const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is unset (the deployment runs on PostgreSQL; .ci/run sets it)'
  : !process.env.TEST_REDIS_URL
    ? 'TEST_REDIS_URL is unset (the two processes share their limits in Redis; .ci/run sets it)'
    : !fs.existsSync(NGINX)
      ? `no nginx at ${NGINX} (apt-get install -y nginx)`
      : null;
if (skipReason) console.log(`tests/api/deploy/deployment.test.ts skipped: ${skipReason}`);

const UNKNOWN_CPF_BUDGET = 3;
const VOTERS = 6;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** deploy/nginx/votacao.conf with its ports and certificate moved into `dir`; fails loudly if the site changed shape. */
function siteFor(dir: string, ports: { http: number; https: number; a: number; b: number }) {
  let site = fs.readFileSync(SITE, 'utf8');
  const swap = (from: RegExp | string, to: string) => {
    const next = site.replace(from, to);
    if (next === site) throw new Error(`deploy/nginx/votacao.conf no longer has ${String(from)}`);
    site = next;
  };
  swap('server 127.0.0.1:3001', `server 127.0.0.1:${ports.a}`);
  swap('server 127.0.0.1:3002', `server 127.0.0.1:${ports.b}`);
  swap(/listen 80;/, `listen 127.0.0.1:${ports.http};`);
  swap(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`);
  swap(/ *listen \[::\]:80;\n/, '');
  swap(/ *listen \[::\]:443 ssl http2;\n/, '');
  swap(/\/etc\/letsencrypt\/live\/votacao\.example\.org/g, dir);
  // The site's own log (kept, to check its format) and the test's, which names each upstream.
  swap(
    /access_log \/var\/log\/nginx\/votacao\/access\.log votacao;/g,
    `access_log ${dir}/logs/votacao.log votacao; access_log ${dir}/logs/access.log upstream;`,
  );
  swap(/error_log \/var\/log\/nginx\/votacao\/error\.log/g, `error_log ${dir}/logs/error.log`);
  return site;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe.skipIf(skipReason !== null)('two processes behind nginx on PostgreSQL + Redis', () => {
  let database: TestDatabase;
  let dir: string;
  const smtp = new SmtpListener();
  let nginx: ChildProcess;
  const servers: { port: number; child: ChildProcess; output: string }[] = [];
  /** Every process started, stopped in afterAll even when a start failed half-way. */
  const children: ChildProcess[] = [];
  let httpsPort: number;
  let httpPort: number;
  let serverEnv: NodeJS.ProcessEnv;
  /** The operator's console session, signed in through nginx before the kill. */
  let operatorToken = '';
  const OPERATOR_EMAIL = 'apuracao@associacao.example.org';

  /** Starts the built server on `port` and resolves once its /livez answers. */
  async function startServer(port: number, env: NodeJS.ProcessEnv) {
    const child = spawn(process.execPath, ['--max-semi-space-size=4', SERVER_BUNDLE], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), DATA_DIR: path.join(dir, `data-${port}`) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const server = { port, child, output: '' };
    const collect = (chunk: Buffer) => {
      server.output += chunk.toString('utf8');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    for (const started = Date.now(); ;) {
      if (child.exitCode !== null) throw new Error(`server :${port} exited\n${server.output}`);
      const live = await fetch(`http://127.0.0.1:${port}/livez`).catch(() => null);
      if (live?.status === 200) return server;
      if (Date.now() - started > 90_000) throw new Error(`no start on :${port}\n${server.output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** One HTTPS request to nginx from the loopback address `from`. */
  function request(
    method: string,
    url: string,
    options: {
      from?: string;
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      rawBody?: Buffer;
    } = {},
  ): Promise<Answer> {
    const payload =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          method,
          path: url,
          localAddress: options.from ?? '127.0.0.2',
          rejectUnauthorized: false,
          servername: 'votacao.example.org',
          agent: false,
          headers: {
            host: 'votacao.example.org',
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...options.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: Record<string, unknown>;
            try {
              body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
            } catch {
              body = { text };
            }
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /**
   * The lines of nginx's log `file` that match, once at least one does: nginx writes a request's
   * line after its answer has been sent, so a read right after the answer may come first.
   */
  async function logged(file: string, match: (line: string) => boolean): Promise<string[]> {
    for (let i = 0; ; i++) {
      const lines = fs
        .readFileSync(path.join(dir, 'logs', file), 'utf8')
        .split('\n')
        .filter(match);
      // Up to 30 s: a busy machine may write the line late; never a fixed sleep.
      if (lines.length > 0 || i >= 600) return lines;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** A raw body of `size` bytes (not JSON) to nginx over TLS, as an attacker would send it. */
  async function sendBody(
    url: string,
    size: number,
    from: string,
    contentType = 'application/json',
  ): Promise<Answer> {
    return request('POST', url, {
      from,
      headers: { 'content-type': contentType, 'content-length': String(size) },
      rawBody: Buffer.alloc(size, 0x20),
    }).catch(() => ({ status: 0, body: {} }));
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-deploy-'));
    // nginx's workers (nobody, when the tests run as root) write request bodies over 16 kB to
    // client_body_temp_path inside it, as www-data does under /var/lib/nginx on a server.
    fs.chmodSync(dir, 0o755);
    database = await createTestDatabase('postgres');
    await smtp.start();
    await buildServer();

    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=votacao.example.org',
        '-keyout',
        path.join(dir, 'privkey.pem'),
        '-out',
        path.join(dir, 'fullchain.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);

    const [a, b, http] = [await freePort(), await freePort(), await freePort()];
    httpPort = http;
    httpsPort = await freePort();
    fs.writeFileSync(path.join(dir, 'site.conf'), siteFor(dir, { http, https: httpsPort, a, b }));
    fs.mkdirSync(path.join(dir, 'logs'));
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
  log_format upstream '$remote_addr $upstream_addr "$request" $status';
  access_log ${dir}/logs/access.log upstream;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
    );
    const tested = spawnSync(
      NGINX,
      ['-t', '-q', '-p', dir, '-e', `${dir}/logs/error.log`, '-c', `${dir}/nginx.conf`],
      {
        encoding: 'utf8',
      },
    );
    if (tested.status !== 0) throw new Error(`nginx -t: ${tested.stderr}`);

    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `votacao-deploy:${randomBytes(6).toString('hex')}:`,
      TRUST_PROXY: 'loopback',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Votação <nao-responda@associacao.org.br>',
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_UNKNOWN_CPF_PER_HOUR: String(UNKNOWN_CPF_BUDGET),
      // Real clocks here: results open as soon as the close is made (the hold is tested with a
      // fake clock in election/publication-stands.test.ts).
      RESULTS_SEAL_HOLD_MINUTES: '0',
    };
    serverEnv = env;
    // One after the other: the first migrates and loads the demo catalogue.
    servers.push(await startServer(a, env));
    servers.push(await startServer(b, env));

    nginx = spawn(NGINX, ['-p', dir, '-e', `${dir}/logs/error.log`, '-c', `${dir}/nginx.conf`], {
      stdio: 'ignore',
    });
    for (let i = 0; ; i++) {
      const up = await request('GET', '/livez', { from: '127.0.0.1' }).catch(() => null);
      if (up?.status === 200) break;
      if (i > 100)
        throw new Error(
          `nginx did not answer: ${fs.readFileSync(`${dir}/logs/error.log`, 'utf8')}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 240_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    await smtp.stop();
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function signIn(from: string) {
    const voter = newVoter();
    const registered = await request('POST', '/api/auth/register', {
      from,
      body: { ...voter, 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN },
    });
    expect(registered.status).toBe(201);
    expect(
      (await request('POST', '/api/auth/send-otp-code', { from, body: { cpf: voter.cpf } })).status,
    ).toBe(200);
    const code = codeIn((await smtp.waitFor(voter.email)).body);
    const signed = await request('POST', '/api/auth/validate-otp-code', {
      from,
      body: { cpf: voter.cpf, codigoVerificacao: code },
    });
    expect(signed.status).toBe(200);
    return { id: registered.body.id as number, token: signed.body.accessToken as string, from };
  }

  it('per-client limits count the address nginx saw, across both processes', async () => {
    const unknown = (from: string, n: number, headers: Record<string, string> = {}) =>
      request('POST', '/api/auth/send-otp-code', {
        from,
        body: { cpf: cpfFrom(900_000_000 + n) },
        headers,
      });
    // 127.0.0.3 spends its unknown-CPF budget; nginx alternates the calls between the processes.
    for (let n = 0; n < UNKNOWN_CPF_BUDGET; n++)
      expect((await unknown('127.0.0.3', n)).status).toBe(403);
    // Past the budget every CPF from that network asks for the bot check first (428, decision 280).
    expect((await unknown('127.0.0.3', 10)).status).toBe(428);
    expect((await unknown('127.0.0.3', 11)).status).toBe(428);
    // Its own X-Forwarded-For does not buy a new budget: nginx replaces it with the real address.
    expect((await unknown('127.0.0.3', 12, { 'x-forwarded-for': '127.0.0.9' })).status).toBe(428);
    // Another client is untouched, and so is a voter signing in from a third address.
    expect((await unknown('127.0.0.4', 13)).status).toBe(403);
    await signIn('127.0.0.5');
    // Both processes answered 127.0.0.3's calls (round robin): the budget was shared in Redis.
    const upstreams = new Set(
      fs
        .readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('127.0.0.3 ') && line.includes('send-otp-code'))
        .map((line) => line.split(' ')[1]),
    );
    expect(upstreams).toEqual(new Set(servers.map(({ port }) => `127.0.0.1:${port}`)));
  }, 120_000);

  it('one client cannot take the processes out of rotation, nor reach health and metrics, through the site', async () => {
    const attacker = '127.0.3.1';
    const bystander = '127.0.3.2';
    // Over the app's 16 kB: nginx answers it itself, in Portuguese, without a process.
    const oversized = await sendBody('/api/auth/register', 17 * 1024, attacker);
    expect(oversized.status).toBe(413);
    expect(oversized.body).toEqual({ message: 'A requisição é grande demais.' });
    const refusedBy = (
      await logged(
        'access.log',
        (line) => line.startsWith(`${attacker} `) && line.includes('/api/auth/register'),
      )
    ).map((line) => line.split(' ')[1]);
    expect(refusedBy, 'answered by nginx, no process involved').toEqual(['-']);
    // Under 16 kB but over a route's own limit (the unsubscribe's form takes 1 kB): it reaches
    // a process, which refuses it mid-send. Twice, so round robin gives each process one; with
    // the old `max_fails=1 fail_timeout=5s` each broken send took its process out for 5 s.
    for (let i = 0; i < 4; i++) {
      // Over the import's own limit (2 MB) and under nginx's for that location (3 MB).
      expect([0, 413, 502]).toContain(
        (
          await sendBody(
            '/api/reminders/unsubscribe?token=x',
            15 * 1024,
            attacker,
            'application/x-www-form-urlencoded',
          )
        ).status,
      );
    }
    // Everyone else is still served, by both processes.
    const answers: number[] = [];
    for (let i = 0; i < 20; i++)
      answers.push((await request('GET', '/api/election', { from: bystander })).status);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const errorLog = fs.readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8');
    expect(errorLog).not.toContain('no live upstreams');
    const served = new Set(
      fs
        .readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith(`${bystander} `))
        .map((line) => line.split(' ')[1]),
    );
    expect(served).toEqual(new Set(servers.map(({ port }) => `127.0.0.1:${port}`)));

    // The import keeps its own, larger size (the app answers it: no operator session here).
    expect((await sendBody('/api/admin/catalog/import', 64 * 1024, attacker)).status).toBe(401);

    // No version in the Server header.
    const server = await new Promise<string | undefined>((resolve, reject) => {
      https
        .get(
          {
            host: '127.0.0.1',
            port: httpsPort,
            path: '/livez',
            rejectUnauthorized: false,
            servername: 'votacao.example.org',
            agent: false,
            headers: { host: 'votacao.example.org' },
          },
          (res) => {
            res.resume();
            resolve(String(res.headers.server));
          },
        )
        .on('error', reject);
    });
    expect(server).toBe('nginx');

    // Port 80 redirects to the configured name, whatever Host the client sends.
    const location = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: httpPort,
            path: '/login?x=1',
            agent: false,
            headers: { host: 'evil.example.com' },
          },
          (res) => {
            res.resume();
            resolve(res.headers.location);
          },
        )
        .on('error', reject);
    });
    expect(location).toBe('https://votacao.example.org/login?x=1');

    // Health from the host only, in every spelling the app routes there; metrics never.
    for (const spelling of ['/readyz', '/readyz/', '//readyz', '/readyz//', '/livez/']) {
      expect((await request('GET', spelling, { from: attacker })).status, spelling).toBe(403);
    }
    expect((await request('GET', '/readyz/', { from: '127.0.0.1' })).status).toBe(200);
    for (const spelling of ['/metrics', '/metrics/', '//metrics']) {
      expect((await request('GET', spelling, { from: '127.0.0.1' })).status, spelling).toBe(404);
    }

    // The site's log keeps the network prefix, no query string (the unsubscribe's token) and
    // the request id the app logs too.
    await request('GET', '/api/reminders/unsubscribe?token=segredo-do-eleitor', { from: attacker });
    await logged('votacao.log', (line) => line.includes('"GET /api/reminders/unsubscribe HTTP/'));
    const siteLog = fs.readFileSync(path.join(dir, 'logs', 'votacao.log'), 'utf8');
    const mine = siteLog.split('\n').filter((line) => line.includes(' 127.0.3.0/24 '));
    expect(mine.length).toBeGreaterThan(5);
    expect(siteLog).not.toMatch(/127\.0\.3\.[12] /);
    expect(siteLog).not.toContain('segredo-do-eleitor');
    expect(mine.some((line) => line.includes('"GET /api/reminders/unsubscribe HTTP/'))).toBe(true);
    for (const line of mine) expect(line).toMatch(/ [0-9a-f]{32}$/);
  }, 120_000);

  it('an operator added with the CLI signs in through nginx; results stay sealed while voting is open', async () => {
    // As the IT person does it on the server (docs/deploy.md): the built admin bundle.
    const added = spawnSync(
      process.execPath,
      [ADMIN_BUNDLE, 'operator', 'add', OPERATOR_EMAIL, '--nome', 'Rita Apuração'],
      { cwd: ROOT, env: serverEnv, encoding: 'utf8' },
    );
    expect(added.status, added.stderr).toBe(0);
    const from = '127.0.2.1';
    // send-code and validate-code go to different processes (round robin): the code is shared.
    expect(
      (
        await request('POST', '/api/admin/auth/send-code', {
          from,
          body: { email: OPERATOR_EMAIL },
        })
      ).status,
    ).toBe(200);
    const code = codeIn((await smtp.waitFor(OPERATOR_EMAIL)).body);
    const signed = await request('POST', '/api/admin/auth/validate-code', {
      from,
      body: { email: OPERATOR_EMAIL, codigoVerificacao: code },
    });
    expect(signed.status).toBe(200);
    operatorToken = signed.body.accessToken as string;
    // Both processes accept the session: the Painel's turnout twice, once from each.
    for (let i = 0; i < 2; i++) {
      const turnout = await request('GET', '/api/admin/turnout', { from, token: operatorToken });
      expect(turnout.status).toBe(200);
    }
    const upstreams = new Set(
      fs
        .readFileSync(path.join(dir, 'logs', 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith(`${from} `) && line.includes('/api/admin/'))
        .map((line) => line.split(' ')[1]),
    );
    expect(upstreams.size).toBe(2);
    // Sealed while open (decision 180), for the operator too.
    expect(
      (await request('GET', '/api/admin/results', { from, token: operatorToken })).status,
    ).toBe(403);
  }, 120_000);

  it('a rolling restart as docs/deploy.md does it (one process, then the next once ready) loses no request', async () => {
    const voter = await signIn('127.0.4.1');
    let running = true;
    const answers: number[] = [];
    // Three clients read without pause: a voter's list (signed in) and the public election.
    const client = async (n: number) => {
      while (running) {
        const res = await request(
          'GET',
          n === 0 ? '/api/categories/app' : '/api/election',
          n === 0 ? { token: voter.token, from: voter.from } : { from: `127.0.4.${n + 1}` },
        ).catch(() => ({ status: 0, body: {} }) as Answer);
        answers.push(res.status);
      }
    };
    const load = Promise.all([0, 1, 2].map(client));
    // The documented loop: restart one (SIGTERM: requests in flight finish), wait for its
    // /readyz, then the next.
    for (const [i, old] of [...servers].entries()) {
      const stopped = new Promise((resolve) => old.child.once('exit', resolve));
      old.child.kill('SIGTERM');
      await stopped;
      servers[i] = await startServer(old.port, serverEnv);
      for (;;) {
        const ready = await fetch(`http://127.0.0.1:${old.port}/readyz`).catch(() => null);
        if (ready?.status === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    running = false;
    await load;
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    console.log(`rolling restart: ${answers.length} requests, none failed`);
  }, 180_000);

  it('a process killed in the middle of the votes loses nothing acknowledged; its /readyz fails', async () => {
    const voters: Awaited<ReturnType<typeof signIn>>[] = [];
    for (let i = 0; i < VOTERS; i++) voters.push(await signIn(`127.0.1.${i + 1}`));
    const list = await request('GET', '/api/categories/app', {
      token: voters[0]!.token,
      from: voters[0]!.from,
    });
    expect(list.status).toBe(200);
    const categories = list.body.data as { id: number; companies: { id: number }[] }[];
    const total = voters.length * categories.length;

    for (const { port } of servers) {
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    }

    const acknowledged: { voter: number; category: number; receipt: string }[] = [];
    const lost: number[] = [];
    let killed = false;
    const victim = servers[0]!;
    const voteAll = async (voter: (typeof voters)[number], v: number) => {
      for (const [c, category] of categories.entries()) {
        const body = {
          idCompany: category.companies[(v + c) % category.companies.length]!.id,
          idCategory: category.id,
        };
        for (let attempt = 0; ; attempt++) {
          const res = await request('POST', '/api/votes', {
            token: voter.token,
            from: voter.from,
            body,
          }).catch(() => ({ status: 0, body: {} }) as Answer);
          if (res.status === 201) {
            acknowledged.push({
              voter: voter.id,
              category: category.id,
              receipt: res.body.receipt as string,
            });
            break;
          }
          // 409: a try that never got its answer (the process died after committing) was stored.
          if (res.status === 409 && attempt > 0) break;
          // 502 (or a reset): it reached the process being killed and got no answer; try again.
          if (attempt > 5)
            throw new Error(`vote kept failing: ${res.status} ${JSON.stringify(res.body)}`);
          lost.push(res.status);
        }
        if (!killed && acknowledged.length >= total / 2) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(voters.map(voteAll));
    expect(killed).toBe(true);

    // Every acknowledged vote is stored, receipt and all; every ballot is stored exactly once.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{
        voter_id: number;
        category_id: number;
        receipt: string;
      }>('SELECT voter_id, category_id, receipt FROM votes WHERE voter_id = ANY($1)', [
        voters.map((v) => v.id),
      ]);
      expect(rows).toHaveLength(total);
      const stored = new Map(rows.map((r) => [`${r.voter_id}:${r.category_id}`, r.receipt]));
      for (const ack of acknowledged)
        expect(stored.get(`${ack.voter}:${ack.category}`)).toBe(ack.receipt);
    } finally {
      await client.end();
    }
    // Each voter sees every category voted, through the process that is left.
    for (const voter of voters) {
      const mine = await request('GET', '/api/categories/app', {
        token: voter.token,
        from: voter.from,
      });
      expect((mine.body.data as { hasVoted: boolean }[]).every((c) => c.hasVoted)).toBe(true);
    }

    // Health: the dead process's /readyz fails, the other's answers, nginx still serves.
    if (victim.child.exitCode === null && victim.child.signalCode === null) {
      await new Promise((resolve) => victim.child.once('exit', resolve));
    }
    await expect(fetch(`http://127.0.0.1:${victim.port}/readyz`)).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${servers[1]!.port}/readyz`)).status).toBe(200);
    const ready = await request('GET', '/readyz', { from: '127.0.0.1' });
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ok');
    // The site's rules: health from the host only, metrics never through the proxy.
    expect((await request('GET', '/readyz', { from: '127.0.0.2' })).status).toBe(403);
    expect((await request('GET', '/metrics', { from: '127.0.0.1' })).status).toBe(404);
    console.log(
      `deployment: ${acknowledged.length}/${total} votes acknowledged, ${lost.length} tries lost with the killed process (retried), all ${total} stored once`,
    );
  }, 180_000);
  it('after the kill the operator closes and publishes through the process left: every stored vote is counted', async () => {
    expect(operatorToken, 'the operator signed in earlier').not.toBe('');
    const from = '127.0.2.1';
    const closed = await request('POST', '/api/admin/election/close-now', {
      from,
      token: operatorToken,
    });
    expect(closed.status).toBe(200);
    // A vote after the close is refused, through nginx, by the process that is left.
    const late = await signIn('127.0.2.2');
    const list = await request('GET', '/api/categories/app', {
      from: late.from,
      token: late.token,
    });
    const first = (list.body.data as { id: number; companies: { id: number }[] }[])[0]!;
    const refused = await request('POST', '/api/votes', {
      from: late.from,
      token: late.token,
      body: { idCategory: first.id, idCompany: first.companies[0]!.id },
    });
    expect(refused.status).toBe(403);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let stored: number;
    try {
      stored = Number(
        (await client.query<{ n: string }>('SELECT count(*) AS n FROM votes')).rows[0]!.n,
      );
    } finally {
      await client.end();
    }
    expect(stored).toBeGreaterThan(0);
    const results = await request('GET', '/api/admin/results', { from, token: operatorToken });
    expect(results.status).toBe(200);
    const counted = (results.body as unknown as AdminResults).data
      .flatMap((c) => c.companies)
      .reduce((n, c) => n + c.votes, 0);
    expect(counted).toBe(stored);

    expect(
      (await request('POST', '/api/admin/election/publish', { from, token: operatorToken })).status,
    ).toBe(200);
    const published = await request('GET', '/api/results', { from: '127.0.2.3' });
    expect(published.status).toBe(200);
    const publicCount = (published.body as unknown as PublicResults).data
      .flatMap((c) => c.companies)
      .reduce((n, c) => n + c.votes, 0);
    expect(publicCount).toBe(stored);
  }, 120_000);
});
