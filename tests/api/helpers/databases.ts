/**
 * The databases the API suite runs against: a fresh SQLite file always, and a fresh PostgreSQL
 * schema on TEST_DATABASE_URL when it is set (.ci/run sets it). Each is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { parseDatabaseUrl, type DatabaseConfig } from '../../../src/server/config';

export type DatabaseKind = 'sqlite' | 'postgres';

/** What describe.each iterates over. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  kind: DatabaseKind;
  /** DATABASE_URL for this database (file:… or postgres://…?options=-c search_path=…). */
  url: string;
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-api-'));
    const url = `file:${path.join(dir, `test_${suffix}.sqlite`)}`;
    return {
      kind,
      url,
      config: parseDatabaseUrl(url),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `votacao_test_${suffix}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA "${schema}"`);
  } finally {
    await admin.end();
  }
  const separator = base.includes('?') ? '&' : '?';
  const url = `${base}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    kind,
    url,
    config: parseDatabaseUrl(url),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
