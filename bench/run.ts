/**
 * npm run bench: the real server (src/server/server.ts) on loopback under autocannon, one
 * bounded scenario at a time, printing req/s, latency p50/p99 and the server's memory (RSS).
 * SQLite by default; PostgreSQL when BENCH_DATABASE_URL is set (a throw-away schema is used).
 *
 *   BENCH_DURATION=8 BENCH_CONNECTIONS=20 npm run bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 *
 * The load generator shares the machine's cores with the server: ratios between scenarios mean
 * more than absolute figures. Results also go to bench/results/ (git-ignored).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import autocannon, { type Request, type Result } from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';

import { parseDatabaseUrl } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrations';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const VOTERS = Number(process.env.BENCH_VOTERS ?? 8000);
const SECRET = randomBytes(32).toString('hex');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A database for this run: a temp SQLite file, or a fresh schema on BENCH_DATABASE_URL. */
async function benchDatabase(): Promise<{ url: string; label: string; drop: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-bench-'));
    return {
      url: `file:${path.join(dir, 'bench.sqlite')}`,
      label: 'SQLite (better-sqlite3, WAL)',
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `votacao_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.end();
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    url,
    label: 'PostgreSQL (pg pool of 10)',
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    },
  };
}

function memory(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

interface Row {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  statuses: string;
  rssMb: number;
  peakMb: number;
}

async function main() {
  const database = await benchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-bench-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  // Schema, demo catalogue (through the server's own start-up) and voters, prepared up front.
  const handle = createDatabase(parseDatabaseUrl(database.url));
  await migrateToLatest(handle.db as never, handle.kind);

  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/server/server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
        SEED_DEMO: 'true',
        // Production refuses to start without these; the bench never sends mail or signs up.
        SMTP_URL: 'smtp://127.0.0.1:9',
        TURNSTILE_SITE_KEY: 'bench',
        TURNSTILE_SECRET_KEY: 'bench',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        RATE_LIMIT_API_PER_MINUTE: '100000000',
        RATE_LIMIT_OTP_PER_HOUR: '10000000',
        RATE_LIMIT_REGISTER_PER_HOUR: '10000000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  server.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const pid = server.pid ?? 0;

  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/app-config.json`)).ok) break;
      } catch {
        // not yet
      }
      if (server.exitCode !== null || i > 600)
        throw new Error(`The server did not start:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const categories = await handle.db
      .selectFrom('categories')
      .innerJoin('companies', 'companies.category_id', 'categories.id')
      .select(['categories.id as categoryId', 'companies.id as companyId'])
      .execute();
    const firstCompany = new Map<number, number>();
    for (const c of categories)
      if (!firstCompany.has(c.categoryId)) firstCompany.set(c.categoryId, c.companyId);
    const categoryIds = [...firstCompany.keys()];

    const now = Date.now();
    const voterIds: number[] = [];
    await handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < VOTERS; i += 500) {
        const rows = Array.from({ length: Math.min(500, VOTERS - i) }, (_, j) => ({
          nome: `Eleitor Bench ${i + j}`,
          email: `bench.${i + j}@example.com`,
          celular: '11999999999',
          cpf: String(10_000_000_000 + i + j).slice(-11),
          created_at: now,
        }));
        const ids = await trx.insertInto('voters').values(rows).returning('id').execute();
        voterIds.push(...ids.map((r) => r.id));
      }
    });
    const key = new TextEncoder().encode(SECRET);
    const sign = (id: number) =>
      new SignJWT({ id, nome: `Eleitor Bench ${id}`, email: `bench.${id}@example.com` })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key);
    const tokens = await Promise.all(voterIds.map(sign));

    const rows: Row[] = [];
    async function scenario(name: string, requests: Request[]) {
      const result: Result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: DURATION,
        requests,
      });
      const statuses = Object.entries(result.statusCodeStats)
        .map(([code, { count }]) => `${code}×${count}`)
        .join(' ');
      const row: Row = {
        scenario: name,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        statuses: result.errors ? `${statuses} errors×${result.errors}` : statuses,
        ...memory(pid),
      };
      rows.push(row);
      console.log(
        `${name.padEnd(44)} ${String(row.reqPerSec).padStart(7)} req/s  p50 ${String(row.p50).padStart(3)} ms  p99 ${String(row.p99).padStart(4)} ms  RSS ${row.rssMb} MB  [${row.statuses}]`,
      );
    }

    console.log(
      `\nVotação bench — ${database.label}, ${CONNECTIONS} connections, ${DURATION} s per scenario, ${os.cpus().length} CPUs, Node ${process.version}\n`,
    );
    console.log(`server idle: RSS ${memory(pid).rssMb} MB`);

    await scenario('GET /app-config.json (no database)', [
      { method: 'GET', path: '/app-config.json' },
    ]);

    let reader = 0;
    await scenario('GET /api/categories/app (JWT, 3 queries)', [
      {
        method: 'GET',
        path: '/api/categories/app',
        setupRequest: (req) => ({
          ...req,
          headers: { authorization: `Bearer ${tokens[reader++ % tokens.length]}` },
        }),
      },
    ]);

    let next = 0;
    await scenario('POST /api/votes (new vote: 201)', [
      {
        method: 'POST',
        path: '/api/votes',
        setupRequest: (req) => {
          const n = next++;
          const voter = Math.floor(n / categoryIds.length) % tokens.length;
          const categoryId = categoryIds[n % categoryIds.length] ?? 0;
          return {
            ...req,
            headers: {
              authorization: `Bearer ${tokens[voter]}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              idCompany: firstCompany.get(categoryId),
              idCategory: categoryId,
            }),
          };
        },
      },
    ]);

    const categoryId = categoryIds[0] ?? 0;
    await scenario('POST /api/votes (already voted: 409)', [
      {
        method: 'POST',
        path: '/api/votes',
        headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ idCompany: firstCompany.get(categoryId), idCategory: categoryId }),
      },
    ]);

    await scenario('POST /api/auth/send-otp-code (unknown CPF: 403)', [
      {
        method: 'POST',
        path: '/api/auth/send-otp-code',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cpf: '52998224725' }),
      },
    ]);

    const votes = await handle.db
      .selectFrom('votes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `\nvotes stored: ${Number(votes.n)} (${VOTERS} voters × ${categoryIds.length} categories available)`,
    );

    fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    const file = path.join(
      ROOT,
      'bench',
      'results',
      `${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.writeFileSync(
      file,
      JSON.stringify(
        { database: database.label, connections: CONNECTIONS, duration: DURATION, rows },
        null,
        2,
      ),
    );
    console.log(`results: ${path.relative(ROOT, file)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
    await handle.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
