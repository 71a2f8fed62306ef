/**
 * The bench's data: a throw-away database (SQLite file or PostgreSQL schema), the catalogue,
 * voters with signed tokens, and for --scale 100,000 voters with 2,000,000 votes, inserted by
 * the database itself (one INSERT … SELECT each) so loading takes seconds, not minutes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SignJWT } from 'jose';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';

import { parseDatabaseUrl } from '../../src/server/config';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrations';
import type { Database } from '../../src/server/db/schema';
import { DEMO_CATALOG } from '../../src/server/features/catalogue/demo';
import { importCatalog, type CatalogEntry } from '../../src/server/features/catalogue/import';

export const SECRET = randomBytes(32).toString('hex');

export interface BenchDatabase {
  url: string;
  label: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A temp SQLite file, or a fresh schema on `postgresUrl`; migrated, with the catalogue. */
export async function openBenchDatabase(
  postgresUrl: string | null,
  catalog: CatalogEntry[],
): Promise<BenchDatabase> {
  let url: string;
  let label: string;
  let dropStore: () => Promise<void>;
  if (!postgresUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-bench-'));
    url = `file:${path.join(dir, 'bench.sqlite')}`;
    label = 'SQLite (better-sqlite3, WAL)';
    dropStore = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = `votacao_bench_${process.pid}_${Date.now()}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`CREATE SCHEMA "${schema}"`);
    const options = encodeURIComponent(`-c search_path=${schema}`);
    url = `${postgresUrl}${postgresUrl.includes('?') ? '&' : '?'}options=${options}`;
    label = 'PostgreSQL (pg pool of 10)';
    dropStore = () => admin(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }
  const handle = createDatabase(parseDatabaseUrl(url));
  await migrateToLatest(handle.db as never, handle.kind);
  await importCatalog(handle.db, catalog, Date.now);
  return {
    url,
    label,
    handle,
    async drop() {
      await handle.destroy();
      await dropStore();
    },
  };
}

/** The demo catalogue, plus extra categories up to `categories` (4 companies each). */
export function benchCatalog(categories: number): CatalogEntry[] {
  const extra = Array.from({ length: Math.max(0, categories - DEMO_CATALOG.length) }, (_, i) => ({
    categoria: `Categoria de carga ${String(i + 1).padStart(2, '0')}`,
    empresas: [1, 2, 3, 4].map((n) => `Empresa de carga ${i + 1}.${n}`),
  }));
  return [...DEMO_CATALOG, ...extra];
}

export interface Catalog {
  categoryIds: number[];
  /** Every company id per category id. */
  companies: Map<number, number[]>;
}

export async function readCatalog(db: Kysely<Database>): Promise<Catalog> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'category_id'])
    .orderBy('category_id')
    .orderBy('id')
    .execute();
  const companies = new Map<number, number[]>();
  for (const r of rows)
    companies.set(r.category_id, [...(companies.get(r.category_id) ?? []), r.id]);
  return { categoryIds: [...companies.keys()], companies };
}

/** `count` voters named "Eleitor Bench N"; returns their ids. */
export async function createVoters(db: Kysely<Database>, count: number): Promise<number[]> {
  const now = Date.now();
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i += 500) {
      const rows = Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
        nome: `Eleitor Bench ${i + j}`,
        email: `bench.${i + j}@example.com`,
        celular: '11999999999',
        cpf: String(10_000_000_000 + i + j).slice(-11),
        created_at: now,
      }));
      const inserted = await trx.insertInto('voters').values(rows).returning('id').execute();
      ids.push(...inserted.map((r) => r.id));
    }
  });
  return ids;
}

/** Voter tokens as the server signs them (id, nome, email, ver, iat, exp), valid for 2 h. */
export async function signTokens(ids: number[]): Promise<string[]> {
  const key = new TextEncoder().encode(SECRET);
  return Promise.all(
    ids.map((id) =>
      new SignJWT({ id, nome: `Eleitor ${id}`, email: `eleitor.${id}@example.com`, ver: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key),
    ),
  );
}

/**
 * `voters` voters who each voted in the first `votesEach` categories (companies spread evenly),
 * all in SQL. Returns a sample of their ids and how long it took.
 */
export async function loadScale(
  handle: DatabaseHandle,
  catalog: Catalog,
  voters: number,
  votesEach: number,
  /** The first load's voters are carga.1…; a later load continues the numbering from `first`. */
  first = 1,
): Promise<{ sampleIds: number[]; seconds: number }> {
  const { db, kind } = handle;
  const started = performance.now();
  const now = Date.now();
  const last = first + voters - 1;
  const before = await db
    .selectFrom('voters')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const lastIdBefore = Number(before?.id ?? 0);
  const cpf =
    kind === 'postgres' ? sql`(90000000000 + i)::text` : sql`CAST(90000000000 + i AS TEXT)`;
  const numbers =
    kind === 'postgres'
      ? sql`SELECT generate_series(CAST(${first} AS INTEGER), CAST(${last} AS INTEGER)) AS i`
      : sql`WITH RECURSIVE n(i) AS (SELECT ${first} UNION ALL SELECT i + 1 FROM n WHERE i < ${last}) SELECT i FROM n`;
  await sql`INSERT INTO voters (nome, email, celular, cpf, created_at)
    SELECT 'Eleitor Carga ' || i, 'carga.' || i || '@example.com', '11999999999', ${cpf}, ${now}
    FROM (${numbers}) AS numbers`.execute(db);

  await sql`CREATE TABLE bench_pick (category_id INTEGER, slot INTEGER, slots INTEGER, company_id INTEGER)`.execute(
    db,
  );
  const picks = catalog.categoryIds.slice(0, votesEach).flatMap((categoryId) => {
    const ids = catalog.companies.get(categoryId) ?? [];
    return ids.map((companyId, slot) => ({ categoryId, slot, slots: ids.length, companyId }));
  });
  for (const p of picks) {
    await sql`INSERT INTO bench_pick VALUES (${p.categoryId}, ${p.slot}, ${p.slots}, ${p.companyId})`.execute(
      db,
    );
  }
  await sql`INSERT INTO votes (voter_id, category_id, company_id, created_at)
    SELECT v.id, p.category_id, p.company_id, ${now}
    FROM voters v JOIN bench_pick p ON p.slot = v.id % p.slots
    WHERE v.email LIKE 'carga.%' AND v.id > ${lastIdBefore}`.execute(db);
  await sql`DROP TABLE bench_pick`.execute(db);
  await sql`ANALYZE`.execute(db);
  // SQLite: the load's pages go from the write-ahead log into the database file now, as the
  // server's automatic checkpoints would have done over a voting day; otherwise the next run reads them
  // through the log's index and measures the load more than the data.
  if (kind === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);

  const sample = await db
    .selectFrom('voters')
    .select('id')
    .where('email', 'like', 'carga.%')
    .where('id', '>', lastIdBefore)
    .orderBy('id')
    .limit(5000)
    .execute();
  return { sampleIds: sample.map((r) => r.id), seconds: (performance.now() - started) / 1000 };
}

export async function countRows(db: Kysely<Database>, table: 'votes' | 'voters'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
