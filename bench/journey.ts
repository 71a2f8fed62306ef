/**
 * npm run bench:journey — an election-day rehearsal (issue 28): whole voter journeys against
 * the built server (dist/server/server.mjs, NODE_ENV=production, as `npm run build` leaves it):
 *
 *   sign-up → send-otp-code → the code read from a real SMTP listener (bench/lib/mailCatcher.ts,
 *   taking BENCH_MAIL_DELAY_MS per message, default 1000) → validate-otp-code → category list →
 *   one vote in each demo category,
 *
 * BENCH_VOTERS_AT_ONCE voters at a time (default 250), BENCH_JOURNEYS in all (default 3 × that),
 * each voter from its own loopback address (127.10.0.1, 127.10.0.2, …): the server keys its
 * per-client limits on the address, which are left at their production defaults. On SQLite, and
 * on PostgreSQL when BENCH_DATABASE_URL=postgres://… is set; with one process (clients connect
 * to it directly, TRUST_PROXY=none) and with two behind Debian's nginx (deploy/nginx/votacao.conf
 * over TLS, TRUST_PROXY=loopback, limits shared in Redis at BENCH_REDIS_URL) when /usr/sbin/nginx
 * exists. Prints journeys/s, votes/s, p50/p95 of every step, and checks that every code was
 * delivered and every vote answered 201 is stored.
 *
 *   npm run bench:journey                   everything below, with a hello-world before and after
 *   npm run bench:journey -- --journeys     the journeys only
 *   npm run bench:journey -- --greeting     50 voters at once, a mail server that waits 3 s
 *                                           before its greeting: send-otp-code p95 ≤ 100 ms?
 *   npm run bench:journey -- --backlog      a voter's code behind BACKLOG_CODES (60) codes an attacker
 *                                           queued, mail server 1 s per message, the production
 *                                           MAIL_MAX_CONNECTIONS (10): does it arrive in ≤ 5 s?
 *                                           (beside the same voter's code with no backlog)
 *   npm run bench:journey -- --sync         new votes with SQLITE_SYNCHRONOUS=FULL against NORMAL
 *                                           (autocannon, as `npm run bench`), FULL/NORMAL twice
 *
 * Also: BENCH_ONLY=sqlite|postgres, BENCH_PROCESSES=1|2 (default both), BENCH_MAIL_CONNECTIONS
 * (the servers' MAIL_MAX_CONNECTIONS, default 250 per process), BENCH_RECEIPT_WAIT_SECONDS (the
 * servers' RECEIPT_MAIL_WAIT_SECONDS, default 15), BENCH_GREETING_VOTERS (50),
 * BENCH_DRAIN_SECONDS (how long to wait for the vote receipts after the journeys, 60),
 * BENCH_DURATION / BENCH_CONNECTIONS (the autocannon rows), BENCH_LOG_LEVEL (info).
 *
 * The load generator, the mail server, nginx and the servers share the machine's cores, and the
 * machine may be shared with other work: every section prints the load average.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { buildServer } from '../scripts/build-server.mjs';
import { cpfFrom } from '../tests/api/helpers/voters';

import {
  benchCatalog,
  countRows,
  createVoters,
  openBenchDatabase,
  readCatalog,
  SECRET,
  signTokens,
} from './lib/data';
import { check, CONNECTIONS, DURATION, measure, measureHello, type Row } from './lib/load';
import { MailCatcher, type MailCatcherOptions } from './lib/mailCatcher';
import { NGINX, SERVER_NAME, startNginx, type Nginx } from './lib/nginx';
import { loadAverage, memory, ROOT, startChild, type Child } from './lib/processes';
import { voteScenario, type VoteCursor } from './lib/scenarios';

const argv = process.argv.slice(2);
const only = (flag: string) => argv.length === 0 || argv.includes(flag);

function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name}: an integer ≥ ${min} (got "${raw}")`);
  }
  return value;
}

// A journey waits the mail server's second for its code, so N voters at a time cannot pass N
// journeys/s: 100 journeys/s needs more than 100 in flight (an award's opening morning has more).
const AT_ONCE = envInt('BENCH_VOTERS_AT_ONCE', 250);
const JOURNEYS = envInt('BENCH_JOURNEYS', 3 * AT_ONCE);
const MAIL_DELAY_MS = envInt('BENCH_MAIL_DELAY_MS', 1000, 0);
// Two e-mails a journey (the code, and one receipt e-mail for its twelve votes) at 1 s each.
const MAIL_CONNECTIONS = envInt('BENCH_MAIL_CONNECTIONS', 250);
/**
 * The servers' RECEIPT_MAIL_WAIT_SECONDS: a journey's twelve votes take a few seconds here, so
 * 15 s collects them all as production's 120 s does, and the drain after the run stays short.
 */
const RECEIPT_WAIT_SECONDS = envInt('BENCH_RECEIPT_WAIT_SECONDS', 15, 0);
const GREETING_VOTERS = envInt('BENCH_GREETING_VOTERS', 50);
const GREETING_DELAY_MS = 3000;
const DRAIN_SECONDS = envInt('BENCH_DRAIN_SECONDS', 60, 0);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL?.trim() || null;
const REDIS_URL = process.env.BENCH_REDIS_URL?.trim() || null;
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);

/** Issue 28's targets, on this 2-core machine with a mail server taking 1 s per message. */
const TARGET_JOURNEYS_PER_SECOND = 100;
const TARGET_SEND_P95_MS = 100;

/** As `npm start` and bench/run.ts run the server (decision 137). */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
const CODE_WAIT_MS = 120_000;

type Kind = 'sqlite' | 'postgres';

/** The address voter `n` connects from: 127.10.0.1, 127.10.0.2, … (all of 127/8 is loopback). */
function addressFor(n: number): string {
  return `127.${10 + Math.floor(n / (254 * 254))}.${Math.floor(n / 254) % 254}.${(n % 254) + 1}`;
}

/** A stand-in for Cloudflare's siteverify: every token is a human (TURNSTILE_VERIFY_URL). */
async function startSiteverify(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, hostname: SERVER_NAME }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function serverEnv(options: {
  databaseUrl: string;
  dataDir: string;
  smtpUrl: string;
  verifyUrl: string;
  behindProxy: boolean;
  redisPrefix: string | null;
  /** MAIL_MAX_CONNECTIONS for this run (default BENCH_MAIL_CONNECTIONS). */
  mailConnections?: number;
}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    JWT_SECRET: SECRET,
    AUDIT_KEY: `audit-${SECRET}`,
    SEED_DEMO: 'false',
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: 'Votação <nao-responda@associacao.org.br>',
    MAIL_MAX_CONNECTIONS: String(options.mailConnections ?? MAIL_CONNECTIONS),
    RECEIPT_MAIL_WAIT_SECONDS: String(RECEIPT_WAIT_SECONDS),
    PRIVACY_CONTACT: 'privacidade@associacao.org.br',
    PUBLIC_URL: `https://${SERVER_NAME}`,
    TURNSTILE_SITE_KEY: 'bench',
    TURNSTILE_SECRET_KEY: 'bench',
    TURNSTILE_VERIFY_URL: options.verifyUrl,
    TRUST_PROXY: options.behindProxy ? 'loopback' : 'none',
    ...(options.redisPrefix && REDIS_URL
      ? { REDIS_URL, REDIS_KEY_PREFIX: options.redisPrefix }
      : {}),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Where the voters connect: a server process directly, or nginx over TLS. */
interface Entry {
  tls: boolean;
  port: number;
}

/** One voter's browser: one keep-alive connection from its own address. */
class Voter {
  private readonly agent: http.Agent;

  constructor(
    private readonly entry: Entry,
    readonly from: string,
  ) {
    this.agent = entry.tls
      ? new https.Agent({ keepAlive: true, maxSockets: 1 })
      : new http.Agent({ keepAlive: true, maxSockets: 1 });
  }

  call(method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const options: https.RequestOptions = {
      host: '127.0.0.1',
      port: this.entry.port,
      method,
      path: url,
      agent: this.agent,
      localAddress: this.from,
      timeout: 60_000,
      headers: {
        host: SERVER_NAME,
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(this.entry.tls ? { rejectUnauthorized: false, servername: SERVER_NAME } : {}),
    };
    return new Promise((resolve, reject) => {
      const req = (this.entry.tls ? https : http).request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown>;
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            parsed = { text: text.slice(0, 200) };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in 60 s`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

const STEPS = [
  'register',
  'send-otp-code',
  'code e-mailed',
  'validate-otp-code',
  'category list',
  'vote',
] as const;
type Step = (typeof STEPS)[number];

class JourneyFailure extends Error {}

interface Timings {
  samples: Map<Step, number[]>;
  failures: Map<string, number>;
}

async function timed<T>(timings: Timings, step: Step, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  timings.samples.get(step)?.push(performance.now() - started);
  return result;
}

/** A call that must answer `expected`; anything else ends the journey, counted by step and status. */
async function expectStatus(
  timings: Timings,
  step: Step,
  expected: number,
  run: () => Promise<Answer>,
): Promise<Answer> {
  const answer = await timed(timings, step, run).catch((error: unknown) => {
    const key = `${step}: ${error instanceof Error ? error.message.slice(0, 80) : 'error'}`;
    timings.failures.set(key, (timings.failures.get(key) ?? 0) + 1);
    throw new JourneyFailure(key);
  });
  if (answer.status !== expected) {
    const key = `${step}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
    timings.failures.set(key, (timings.failures.get(key) ?? 0) + 1);
    throw new JourneyFailure(key);
  }
  return answer;
}

/** One voter, start to finish; returns the votes answered 201. */
async function journey(
  entry: Entry,
  catcher: MailCatcher,
  timings: Timings,
  n: number,
  tag: string,
): Promise<number> {
  const voter = new Voter(entry, addressFor(n));
  const cpf = cpfFrom(100_000_000 + n);
  const email = `jornada.${tag}.${n}@example.com.br`;
  let votes = 0;
  try {
    await expectStatus(timings, 'register', 201, () =>
      voter.call('POST', '/api/auth/register', {
        nome: `Eleitora Jornada ${n}`,
        email,
        cpf,
        celular: '11987654321',
        'cf-turnstile-response': `bench-token-${tag}-${n}`,
      }),
    );
    await expectStatus(timings, 'send-otp-code', 200, () =>
      voter.call('POST', '/api/auth/send-otp-code', { cpf }),
    );
    const code = await timed(timings, 'code e-mailed', () =>
      catcher.code(email, CODE_WAIT_MS),
    ).catch((error: unknown) => {
      const key = `code e-mailed: ${(error as Error).message.replace(/to \S+/, 'to …')}`;
      timings.failures.set(key, (timings.failures.get(key) ?? 0) + 1);
      throw new JourneyFailure(key);
    });
    const signed = await expectStatus(timings, 'validate-otp-code', 200, () =>
      voter.call('POST', '/api/auth/validate-otp-code', { cpf, codigoVerificacao: code }),
    );
    const token = signed.body.accessToken as string;
    const list = await expectStatus(timings, 'category list', 200, () =>
      voter.call('GET', '/api/categories/app', undefined, token),
    );
    const categories = list.body.data as { id: number; companies: { id: number }[] }[];
    for (const [c, category] of categories.entries()) {
      const company = category.companies[(n + c) % category.companies.length];
      await expectStatus(timings, 'vote', 201, () =>
        voter.call(
          'POST',
          '/api/votes',
          { idCompany: company?.id, idCategory: category.id },
          token,
        ),
      );
      votes += 1;
    }
  } finally {
    voter.close();
  }
  return votes;
}

/** Issue 37 §3: an attacker's codes must not hold a real voter's code back. */
const BACKLOG_CODES = envInt('BENCH_BACKLOG_CODES', 60);
const BACKLOG_MAIL_DELAY_MS = 1000;
/** The production default of MAIL_MAX_CONNECTIONS (src/server/env.ts). */
const BACKLOG_MAIL_CONNECTIONS = 10;
const TARGET_BACKLOG_CODE_MS = 5000;

export interface BacklogReport {
  label: string;
  /** From the voter's send-otp-code until its code reached the mail server, no backlog. */
  aloneMs: number;
  /** The same, right after BACKLOG_CODES codes were queued by other clients. */
  behindMs: number;
  attackerCodes: number;
  attackerAnswered: number;
}

/**
 * One process, a mail server taking 1 s per message, the production MAIL_MAX_CONNECTIONS: a
 * voter asks for a code with nothing queued (the baseline of the same run); then BACKLOG_CODES
 * registered CPFs ask for theirs, each from its own address (as a botnet would, so no per-client
 * budget stops them), and right after them a second voter asks for hers. Oldest first, hers
 * would leave after the whole backlog (60 / 10 × 1 s ≈ 6 s); newest first, after those in flight.
 */
async function codeBacklogScenario(kind: Kind): Promise<BacklogReport> {
  const label = `${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, 1 process`;
  const database = await openBenchDatabase(
    kind === 'postgres' ? POSTGRES_URL : null,
    benchCatalog(0),
  );
  const catcher = new MailCatcher({ messageDelayMs: BACKLOG_MAIL_DELAY_MS });
  const siteverify = await startSiteverify();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-backlog-data-'));
  let child: Child | null = null;
  const voters: Voter[] = [];
  try {
    await catcher.start();
    // createVoters names voter i bench.i@example.com (bench/lib/data); its CPFs need not be
    // valid ones, and send-otp-code checks: each gets a valid CPF of its own.
    const ids = await createVoters(database.handle.db, BACKLOG_CODES + 2);
    const cpf = (i: number) => cpfFrom(200_000_000 + i);
    for (const [i, id] of ids.entries()) {
      await database.handle.db
        .updateTable('voters')
        .set({ cpf: cpf(i) })
        .where('id', '=', id)
        .execute();
    }
    const email = (i: number) => `bench.${i}@example.com`;
    child = await startChild(
      'dist/server/server.mjs',
      serverEnv({
        databaseUrl: database.url,
        dataDir,
        smtpUrl: catcher.url,
        verifyUrl: siteverify.url,
        behindProxy: false,
        redisPrefix: null,
        mailConnections: BACKLOG_MAIL_CONNECTIONS,
      }),
      '/livez',
      SERVER_NODE_FLAGS,
    );
    const entry: Entry = { tls: false, port: Number(new URL(child.base).port) };
    const voterFrom = (n: number) => {
      const voter = new Voter(entry, addressFor(n));
      voters.push(voter);
      return voter;
    };
    console.log(
      `\n== ${label}: a voter's code behind ${BACKLOG_CODES} queued codes, mail server taking ${BACKLOG_MAIL_DELAY_MS} ms per message, MAIL_MAX_CONNECTIONS=${BACKLOG_MAIL_CONNECTIONS}; load average ${loadAverage()}`,
    );
    const codeTime = async (n: number, i: number) => {
      const started = performance.now();
      const answer = await voterFrom(n).call('POST', '/api/auth/send-otp-code', { cpf: cpf(i) });
      if (answer.status !== 200) throw new Error(`send-otp-code ${answer.status}`);
      await catcher.code(email(i), CODE_WAIT_MS);
      return Math.round(performance.now() - started);
    };
    const aloneMs = await codeTime(0, 0);
    const attackers = Array.from({ length: BACKLOG_CODES }, (_, k) => k + 2);
    const answers = await Promise.all(
      attackers.map((i) =>
        voterFrom(1000 + i).call('POST', '/api/auth/send-otp-code', { cpf: cpf(i) }),
      ),
    );
    const behindMs = await codeTime(1, 1);
    const report: BacklogReport = {
      label,
      aloneMs,
      behindMs,
      attackerCodes: BACKLOG_CODES,
      attackerAnswered: answers.filter((a) => a.status === 200).length,
    };
    console.log(
      `  the voter's code: alone ${aloneMs} ms, behind the backlog ${behindMs} ms (${(behindMs / aloneMs).toFixed(2)} × alone); ${report.attackerAnswered}/${BACKLOG_CODES} of the backlog's requests answered 200`,
    );
    return report;
  } finally {
    for (const voter of voters) voter.close();
    await child?.stop();
    await catcher.stop();
    await siteverify.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface StepFigures {
  step: Step;
  n: number;
  p50: number;
  p95: number;
}

export interface JourneyReport {
  label: string;
  kind: Kind;
  processes: number;
  atOnce: number;
  journeys: number;
  completed: number;
  seconds: number;
  journeysPerSecond: number;
  votesPerSecond: number;
  votesAnswered: number;
  votesStored: number;
  codesDelivered: number;
  mail: { delayMs: number; greetingMs: number; connectionsPerProcess: number };
  mailDelivered: number;
  /** SMTP connections the servers opened to the mail server, and the most open at once. */
  smtpConnections: number;
  smtpPeakOpen: number;
  mailExpected: number;
  /** Seconds after the last journey until every receipt was delivered; null: not within the wait. */
  mailDrainSeconds: number | null;
  steps: StepFigures[];
  failures: Record<string, number>;
  peakRssMb: number[];
  loadBefore: string;
  loadAfter: string;
}

async function journeyScenario(options: {
  kind: Kind;
  processes: number;
  atOnce: number;
  journeys: number;
  mail: MailCatcherOptions;
  tag: string;
}): Promise<JourneyReport> {
  const { kind, processes, atOnce, journeys, tag } = options;
  const behindNginx = processes > 1;
  const label = `${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${
    behindNginx
      ? `${processes} processes behind nginx (TLS)${REDIS_URL ? ' + Redis' : ''}`
      : '1 process'
  }`;
  const database = await openBenchDatabase(
    kind === 'postgres' ? POSTGRES_URL : null,
    benchCatalog(0),
  );
  const catcher = new MailCatcher(options.mail);
  const siteverify = await startSiteverify();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-journey-data-'));
  const children: Child[] = [];
  let nginx: Nginx | null = null;
  try {
    await catcher.start();
    const categories = (await readCatalog(database.handle.db)).categoryIds.length;
    const redisPrefix = behindNginx ? `votacao-journey:${tag}:${process.pid}:` : null;
    for (let p = 0; p < processes; p++) {
      children.push(
        await startChild(
          'dist/server/server.mjs',
          serverEnv({
            databaseUrl: database.url,
            dataDir: path.join(dataDir, String(p)),
            smtpUrl: catcher.url,
            verifyUrl: siteverify.url,
            behindProxy: behindNginx,
            redisPrefix,
          }),
          '/livez',
          SERVER_NODE_FLAGS,
        ),
      );
    }
    let entry: Entry;
    if (behindNginx) {
      nginx = await startNginx(children.map((c) => Number(new URL(c.base).port)));
      entry = { tls: true, port: nginx.httpsPort };
    } else {
      entry = { tls: false, port: Number(new URL(children[0]?.base ?? '').port) };
    }

    const loadBefore = loadAverage();
    const mailDesc = options.mail.greetingDelayMs
      ? `mail server greeting after ${options.mail.greetingDelayMs} ms`
      : `mail server taking ${options.mail.messageDelayMs ?? 0} ms per message`;
    console.log(
      `\n== ${label}: ${journeys} journeys, ${atOnce} at a time, ${categories} categories, ${mailDesc}, MAIL_MAX_CONNECTIONS=${MAIL_CONNECTIONS} per process; load average ${loadBefore}`,
    );
    const timings: Timings = {
      samples: new Map(STEPS.map((s) => [s, []])),
      failures: new Map(),
    };
    let next = 0;
    let completed = 0;
    let votesAnswered = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < journeys) {
        const n = next++;
        try {
          const votes = await journey(entry, catcher, timings, n, tag);
          votesAnswered += votes;
          completed += 1;
        } catch (error) {
          if (!(error instanceof JourneyFailure)) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(atOnce, journeys) }, worker));
    const seconds = (performance.now() - started) / 1000;
    const peakRssMb = children.map((c) => memory(c.pid).peakMb);
    const loadAfter = loadAverage();

    // The votes' receipts go by e-mail through the same outbox, one e-mail per voter for the
    // votes of RECEIPT_MAIL_WAIT_SECONDS (each every vote's own with 0): wait for them too.
    const mailExpected = completed * (1 + (RECEIPT_WAIT_SECONDS > 0 ? 1 : categories));
    const drainStarted = performance.now();
    const drained = await catcher.drained(mailExpected, DRAIN_SECONDS * 1000);
    const mailDrainSeconds = drained ? (performance.now() - drainStarted) / 1000 : null;
    const votesStored = await countRows(database.handle.db, 'votes');

    const report: JourneyReport = {
      label,
      kind,
      processes,
      atOnce,
      journeys,
      completed,
      seconds,
      journeysPerSecond: completed / seconds,
      votesPerSecond: votesAnswered / seconds,
      votesAnswered,
      votesStored,
      codesDelivered: catcher.codes,
      mail: {
        delayMs: options.mail.messageDelayMs ?? 0,
        greetingMs: options.mail.greetingDelayMs ?? 0,
        connectionsPerProcess: MAIL_CONNECTIONS,
      },
      mailDelivered: catcher.received,
      smtpConnections: catcher.connections,
      smtpPeakOpen: catcher.peakOpen,
      mailExpected,
      mailDrainSeconds,
      steps: STEPS.map((step) => {
        const values = timings.samples.get(step) ?? [];
        return {
          step,
          n: values.length,
          p50: Math.round(percentile(values, 50)),
          p95: Math.round(percentile(values, 95)),
        };
      }),
      failures: Object.fromEntries(timings.failures),
      peakRssMb,
      loadBefore,
      loadAfter,
    };
    printReport(report);
    return report;
  } finally {
    await nginx?.stop();
    for (const child of children) await child.stop();
    await catcher.stop();
    await siteverify.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printReport(r: JourneyReport) {
  const f = (x: number) => x.toFixed(1);
  console.log(
    `   ${r.completed}/${r.journeys} journeys in ${f(r.seconds)} s: ${f(r.journeysPerSecond)} journeys/s, ${f(r.votesPerSecond)} votes/s; codes delivered ${r.codesDelivered}/${r.journeys}; votes answered 201 ${r.votesAnswered}, stored ${r.votesStored}`,
  );
  console.log(
    `   every e-mail (codes and vote receipts) ${r.mailDelivered}/${r.mailExpected}${
      r.mailDrainSeconds === null
        ? ` — not all within ${DRAIN_SECONDS} s after the last journey`
        : `, the last ${f(r.mailDrainSeconds)} s after the last journey`
    }; SMTP connections ${r.smtpConnections}, at most ${r.smtpPeakOpen} at once; server peak RSS ${r.peakRssMb.join(' / ')} MB; load average after ${r.loadAfter}`,
  );
  console.log(
    `   ${'step'.padEnd(18)} ${'n'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}`,
  );
  for (const s of r.steps) {
    console.log(
      `   ${s.step.padEnd(18)} ${String(s.n).padStart(6)} ${`${s.p50} ms`.padStart(8)} ${`${s.p95} ms`.padStart(8)}`,
    );
  }
  for (const [failure, count] of Object.entries(r.failures))
    console.log(`   ✗ ${count} × ${failure}`);
}

/** What FULL pays per commit on this disk: 200 times, append 4 kB (as a WAL grows) and fdatasync. */
function fsyncMs(dir: string): { p50: number; p95: number } {
  const file = path.join(dir, 'fsync-probe');
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(4096, 1);
  const times: number[] = [];
  try {
    for (let i = 0; i < 200; i++) {
      fs.writeSync(fd, block, 0, block.length, i * block.length);
      const started = performance.now();
      fs.fdatasyncSync(fd);
      times.push(performance.now() - started);
    }
  } finally {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** New votes (autocannon, as `npm run bench`) with SQLITE_SYNCHRONOUS=FULL and NORMAL, twice each. */
async function synchronousAB(helloReqPerSec: () => number | null): Promise<Row[]> {
  const database = await openBenchDatabase(null, benchCatalog(0));
  const catcher = new MailCatcher();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-journey-sync-'));
  const rows: Row[] = [];
  try {
    await catcher.start();
    const catalog = await readCatalog(database.handle.db);
    const tokens = await signTokens(await createVoters(database.handle.db, 20_000));
    const fsync = fsyncMs(path.dirname(database.url.slice('file:'.length)));
    const cursor: VoteCursor = { next: 0 };
    console.log(
      `\n== SQLite synchronous=FULL against NORMAL: new votes, ${CONNECTIONS} connections, ${DURATION} s each, FULL/NORMAL twice; one fdatasync of a 4 kB append in the database's directory takes ${fsync.p50.toFixed(1)} ms (p50), ${fsync.p95.toFixed(1)} ms (p95); load average ${loadAverage()}`,
    );
    for (const mode of ['FULL', 'NORMAL', 'FULL', 'NORMAL']) {
      const server = await startChild(
        'dist/server/server.mjs',
        {
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          JWT_SECRET: SECRET,
          AUDIT_KEY: `audit-${SECRET}`,
          SEED_DEMO: 'false',
          SQLITE_SYNCHRONOUS: mode,
          SMTP_URL: catcher.url,
          MAIL_FROM: 'Votação <nao-responda@associacao.org.br>',
          PRIVACY_CONTACT: 'privacidade@associacao.org.br',
          PUBLIC_URL: 'https://votacao.associacao.org.br',
          TURNSTILE_SITE_KEY: 'bench',
          TURNSTILE_SECRET_KEY: 'bench',
          TRUST_PROXY: 'none',
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
          // One client address for every request: the per-client limit is lifted, as in `npm run bench`.
          RATE_LIMIT_API_PER_MINUTE: '100000000',
        },
        '/livez',
        SERVER_NODE_FLAGS,
      );
      try {
        rows.push(
          await measure(
            `POST /api/votes (new) synchronous=${mode}`,
            server.base,
            voteScenario(tokens, catalog, cursor),
            { pid: server.pid, helloReqPerSec: helloReqPerSec() },
          ),
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    await catcher.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  await buildServer();
  const cpus = os.cpus();
  console.log(
    `Votação bench:journey: ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadAverage()}`,
  );
  const kinds: Kind[] = [];
  if (process.env.BENCH_ONLY !== 'postgres') kinds.push('sqlite');
  if (POSTGRES_URL && process.env.BENCH_ONLY !== 'sqlite') kinds.push('postgres');
  const twoProcesses = PROCESSES.includes(2);
  const skipNginx = !fs.existsSync(NGINX)
    ? `no nginx at ${NGINX}`
    : !REDIS_URL
      ? 'BENCH_REDIS_URL is unset (two processes share their limits in Redis)'
      : null;
  if (twoProcesses && skipNginx) console.log(`two processes behind nginx skipped: ${skipNginx}`);

  const hello: Row[] = [];
  let helloChild: Child | null = null;
  const helloRow = async () => {
    if (!helloChild) return;
    hello.push(await measureHello(helloChild));
  };
  const yardstick = () =>
    hello.length ? hello.reduce((a, r) => a + r.reqPerSec, 0) / hello.length : null;

  const journeys: JourneyReport[] = [];
  const backlogs: BacklogReport[] = [];
  let sync: Row[] = [];
  try {
    helloChild = await startChild('bench/hello.ts', {}, '/');
    console.log('\n== baseline');
    await helloRow();
    let tag = 0;
    if (only('--journeys')) {
      for (const kind of kinds) {
        for (const processes of PROCESSES) {
          if (processes > 1 && skipNginx) continue;
          journeys.push(
            await journeyScenario({
              kind,
              processes,
              atOnce: AT_ONCE,
              journeys: JOURNEYS,
              mail: { messageDelayMs: MAIL_DELAY_MS },
              tag: `j${tag++}`,
            }),
          );
        }
      }
    }
    if (only('--greeting')) {
      for (const kind of kinds) {
        journeys.push(
          await journeyScenario({
            kind,
            processes: 1,
            atOnce: GREETING_VOTERS,
            journeys: GREETING_VOTERS,
            mail: { greetingDelayMs: GREETING_DELAY_MS },
            tag: `g${tag++}`,
          }),
        );
      }
    }
    if (only('--backlog')) {
      for (const kind of kinds) backlogs.push(await codeBacklogScenario(kind));
    }
    if (only('--sync')) sync = await synchronousAB(yardstick);
    console.log('\n== baseline again');
    await helloRow();
  } finally {
    await (helloChild as Child | null)?.stop();
  }

  const lines: string[] = [];
  if (hello.length) {
    lines.push(`\nhello-world ${hello.map((r) => r.reqPerSec).join(' / ')} req/s (before / after)`);
  }
  for (const r of journeys) {
    const send = r.steps.find((s) => s.step === 'send-otp-code');
    const greeting = r.mail.greetingMs > 0;
    lines.push(`${r.label}${greeting ? `, greeting after ${r.mail.greetingMs} ms` : ''}:`);
    if (!greeting) {
      // Each journey waits at least the mail server's delay for its code: with N voters at a
      // time no run can pass N / delay journeys/s, however fast the server.
      const ceiling = r.mail.delayMs > 0 ? r.atOnce / (r.mail.delayMs / 1000) : Infinity;
      // And the mail server takes each message for that long: processes × MAIL_MAX_CONNECTIONS
      // messages per delay, shared by the code and the vote receipts of each journey.
      const perJourney = r.completed > 0 ? r.mailExpected / r.completed : 1;
      const mailCeiling =
        r.mail.delayMs > 0
          ? (r.processes * r.mail.connectionsPerProcess) / (r.mail.delayMs / 1000) / perJourney
          : Infinity;
      lines.push(
        `  (ceilings with ${r.mail.delayMs} ms per message: ${ceiling.toFixed(0)} journeys/s with ${r.atOnce} at a time; ${mailCeiling.toFixed(1)} journeys/s through ${r.processes} × ${r.mail.connectionsPerProcess} SMTP connections at ${perJourney.toFixed(0)} e-mails per journey)`,
      );
      lines.push(
        check(
          '  journeys/s',
          r.journeysPerSecond >= TARGET_JOURNEYS_PER_SECOND,
          `${r.journeysPerSecond.toFixed(1)} (≥ ${TARGET_JOURNEYS_PER_SECOND}, mail ${r.mail.delayMs} ms per message), ${r.votesPerSecond.toFixed(1)} votes/s`,
        ),
      );
    }
    lines.push(
      check(
        '  send-otp-code p95',
        (send?.p95 ?? Infinity) <= TARGET_SEND_P95_MS,
        `${send?.p95} ms (≤ ${TARGET_SEND_P95_MS})`,
      ),
      check(
        '  every code delivered, every journey done, every 201 stored',
        r.codesDelivered >= r.journeys &&
          r.completed === r.journeys &&
          r.votesStored === r.votesAnswered,
        `codes ${r.codesDelivered}/${r.journeys}, journeys ${r.completed}/${r.journeys}, votes ${r.votesStored}/${r.votesAnswered}`,
      ),
    );
  }
  for (const b of backlogs) {
    lines.push(
      check(
        `${b.label}, a voter's code behind ${b.attackerCodes} queued codes`,
        b.behindMs <= TARGET_BACKLOG_CODE_MS && b.attackerAnswered === b.attackerCodes,
        `${b.behindMs} ms (≤ ${TARGET_BACKLOG_CODE_MS}; alone in the same run ${b.aloneMs} ms, ${(b.behindMs / b.aloneMs).toFixed(2)} ×)`,
      ),
    );
  }
  if (sync.length) {
    const mean = (mode: string) => {
      const rs = sync.filter((r) => r.scenario.endsWith(mode));
      return rs.reduce((a, r) => a + r.reqPerSec, 0) / rs.length;
    };
    const full = mean('=FULL');
    const normal = mean('=NORMAL');
    lines.push(
      `SQLite new votes: synchronous=FULL ${Math.round(full)} req/s, NORMAL ${Math.round(normal)} req/s (means of two runs each): FULL costs ${(
        (1 - full / normal) *
        100
      ).toFixed(1)} %`,
    );
  }
  console.log(lines.join('\n'));
  console.log(`\nload average at the end: ${loadAverage()}`);

  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `journey-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ hello, journeys, backlogs, sync }, null, 2));
  console.log(`results: ${path.relative(ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
