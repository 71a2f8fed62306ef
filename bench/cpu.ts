/**
 * npm run bench:cpu: the server's CPU time per request, in process (Fastify's inject, no
 * network), for the runtime config, the category list, a new vote, a sign-in code asked for
 * (send-otp-code: the code, its e-mail queued and sent by the outbox to a local SMTP listener that
 * runs in this same process, so its CPU is counted too) and a repeated vote. CPU time
 * moves far less than req/s when the machine is busy, so this is what compares two versions of
 * the code on a shared machine (docs/performance.md). SQLite; PostgreSQL with BENCH_DATABASE_URL.
 * BENCH_SQLITE_SYNCHRONOUS=NORMAL measures SQLite without the fsync of each commit (FULL, the
 * default, pays it in system CPU time, which this counts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { InjectOptions } from 'fastify';

import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { loggerOptions } from '../src/server/redact';
import { cpfFrom } from '../tests/api/helpers/voters';

import {
  benchCatalog,
  createVoters,
  openBenchDatabase,
  readCatalog,
  SECRET,
  signTokens,
} from './lib/data';
import { MailCatcher } from './lib/mailCatcher';
import { loadAverage } from './lib/processes';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);

const database = await openBenchDatabase(
  process.env.BENCH_DATABASE_URL?.trim() || null,
  benchCatalog(0),
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-bench-cpu-'));
// Each new vote e-mails its receipt (issue 26): to a local listener that accepts at once.
const mail = new MailCatcher();
await mail.start();
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  JWT_SECRET: SECRET,
  AUDIT_KEY: `audit-${SECRET}`,
  SEED_DEMO: 'false',
  SMTP_URL: mail.url,
  MAIL_FROM: 'Votação <nao-responda@associacao.org.br>',
  PRIVACY_CONTACT: 'privacidade@associacao.org.br',
  PUBLIC_URL: 'https://votacao.associacao.org.br',
  TRUST_PROXY: 'none',
  TURNSTILE_SITE_KEY: 'bench',
  TURNSTILE_SECRET_KEY: 'bench',
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  RATE_LIMIT_OTP_PER_HOUR: '10000000',
  RATE_LIMIT_UNKNOWN_CPF_PER_HOUR: '10000000',
  ...(process.env.BENCH_SQLITE_SYNCHRONOUS
    ? { SQLITE_SYNCHRONOUS: process.env.BENCH_SQLITE_SYNCHRONOUS }
    : {}),
});
// Logs written as in production, to /dev/null.
const app = buildApp(config, {
  logger: loggerOptions('info', fs.createWriteStream('/dev/null')),
});
try {
  await app.ready();
  const { categoryIds, companies } = await readCatalog(database.handle.db);
  const tokens = await signTokens(await createVoters(database.handle.db, 4000));
  const auth = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });
  let next = 0;
  const newVote = (): InjectOptions => {
    const n = next++;
    const category = categoryIds[n % categoryIds.length] ?? 0;
    return {
      method: 'POST',
      url: '/api/votes',
      headers: auth(Math.floor(n / categoryIds.length)),
      payload: { idCategory: category, idCompany: companies.get(category)?.[0] },
    };
  };
  // Voters with valid CPFs for send-otp-code: each asks for a code once (no resend cool-down).
  const signInCpfs = Array.from({ length: REQUESTS + 300 }, (_, i) => cpfFrom(700_000_000 + i));
  await database.handle.db
    .insertInto('voters')
    .values(
      signInCpfs.map((cpf, i) => ({
        nome: `Eleitora Código ${i}`,
        email: `codigo.${i}@example.com`,
        celular: '11999999999',
        cpf,
        created_at: Date.now(),
      })),
    )
    .execute();
  let nextCpf = 0;
  const scenarios: [string, (i: number) => InjectOptions][] = [
    ['GET /app-config.json', () => ({ method: 'GET', url: '/app-config.json' })],
    [
      'GET /api/categories/app',
      (i) => ({ method: 'GET', url: '/api/categories/app', headers: auth(i) }),
    ],
    ['POST /api/votes (201)', newVote],
    [
      'POST /api/auth/send-otp-code',
      () => ({
        method: 'POST',
        url: '/api/auth/send-otp-code',
        payload: { cpf: signInCpfs[nextCpf++] },
      }),
    ],
    [
      'POST /api/votes (409)',
      () => ({
        ...newVote(),
        headers: auth(0),
        payload: { idCategory: categoryIds[0], idCompany: companies.get(categoryIds[0] ?? 0)?.[0] },
      }),
    ],
  ];
  console.log(`CPU per request, ${REQUESTS} requests each, load average ${loadAverage()}`);
  for (const [name, make] of scenarios) {
    for (let i = 0; i < 300; i++) await app.inject(make(i + 1_000_000));
    const statuses = new Map<number, number>();
    const cpu = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) {
      const { statusCode } = await app.inject(make(i));
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    const used = process.cpuUsage(cpu);
    const micros = (used.user + used.system) / REQUESTS;
    console.log(
      `${name.padEnd(26)} ${micros.toFixed(0).padStart(5)} µs  [${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}]`,
    );
  }
} finally {
  await app.close();
  await mail.stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
