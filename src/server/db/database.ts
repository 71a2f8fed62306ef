/**
 * One Kysely instance per process, on SQLite (better-sqlite3, WAL) for `file:` URLs or on
 * PostgreSQL (pg pool) for `postgres://` URLs.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type Pg from 'pg';

import type { DatabaseConfig, SqliteSynchronous } from '../config';

import { namingPool } from './preparedStatements';
import type { Database } from './schema';

export type DatabaseKind = DatabaseConfig['kind'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL: the pool's connections now (metrics). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Closes the connection(s). */
  destroy: () => Promise<void>;
}

const PG_INT8 = 20;

/**
 * pg returns BIGINT (and COUNT(*)) as strings because they may exceed 2^53. Ours are
 * millisecond timestamps and counts, far below that, so they are parsed as numbers.
 */
const pgTypes = (pg: typeof Pg) => ({
  getTypeParser: ((oid: number, format?: string) =>
    oid === PG_INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof Pg.types.getTypeParser,
});

/**
 * pg, loaded only when a PostgreSQL URL is opened: with its dependencies (Node's fetch, through
 * its runtime check) it took 40 ms of every SQLite process's start, a tenth of an operator
 * command's run (decision 133). pg is CommonJS, so a synchronous require does it.
 */
const loadPg = () => createRequire(import.meta.url)('pg') as typeof Pg;

export function openSqlite(file: string, synchronous: SqliteSynchronous = 'FULL'): Sqlite.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  // The log goes into the file in the commit that takes it past 1,000 pages (SQLite's own
  // wal_autocheckpoint): a worker thread doing it instead bought nothing in the A/B (decision 273).
  // FULL: a vote answered 201 survives a power cut (WAL with NORMAL could lose the last
  // commits); the cost is one fsync of the WAL per commit (group commit, decision 134, shares it).
  // SQLITE_SYNCHRONOUS=NORMAL exists to measure that cost (docs/performance.md).
  sqlite.pragma(`synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Distinct SQL texts kept prepared; queries with variable IN lists come and go. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 for Kysely, with prepared statements reused: Kysely prepares every query
 * afresh, which was a few per cent of each request (decision 125). Kysely runs one query at a
 * time on this connection, so a statement is never in use twice at once.
 */
function withStatementCache(sqlite: Sqlite.Database): SqliteDatabase {
  const statements = new Map<string, Sqlite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        // Kysely opens every transaction with a deferred `begin`. A deferred transaction that
        // reads and then writes cannot wait for a lock another process took meanwhile: SQLite
        // answers SQLITE_BUSY at once, busy_timeout or not (the operator CLI beside a running
        // server saw "database is locked"). `begin immediate` takes the write lock first and
        // waits for it like any other write (SQLite's own advice for write transactions).
        statement = sqlite.prepare(text === 'begin' ? 'begin immediate' : text);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

export function createDatabase(config: DatabaseConfig, options: { poolMax?: number } = {}) {
  if (config.kind === 'sqlite') {
    const sqlite = openSqlite(config.file, config.synchronous);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return {
      db,
      kind: 'sqlite',
      destroy: async () => {
        await db.destroy();
        // Kysely closes lazily-initialised handles only; make sure the file is released.
        if (sqlite.open) sqlite.close();
      },
    } satisfies DatabaseHandle;
  }
  const pg = loadPg();
  const pool = new pg.Pool({
    connectionString: config.url,
    max: options.poolMax ?? 10,
    types: pgTypes(pg),
    connectionTimeoutMillis: 10_000,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener
  // that would crash the process. The next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
  return {
    db,
    kind: 'postgres',
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    destroy: () => db.destroy(),
  } satisfies DatabaseHandle;
}

/** True when `error` is a UNIQUE-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}

const PG_UNAVAILABLE = /^(08|57P0[123]|53300)/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
]);
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY|PROTOCOL)/;

/**
 * True when `error` says the database cannot be reached or cannot work right now (connection
 * refused or lost, server shutting down, too many connections, SQLite busy or its disk failing),
 * as opposed to a bug or bad data: the caller answers 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    PG_UNAVAILABLE.test(code) ||
    NETWORK_CODES.has(code) ||
    SQLITE_UNAVAILABLE.test(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is not open|Cannot use a pool after calling end/i.test(
      message,
    )
  );
}

/** True when `error` is a FOREIGN KEY violation on either database. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
