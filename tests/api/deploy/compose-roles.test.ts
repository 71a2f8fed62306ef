/**
 * The containers' database as deploy/compose.yaml sets it up, on this machine's PostgreSQL
 * (Docker cannot run here): deploy/postgres-init/10-roles.sh as the image runs it on a new
 * volume, the migrate service (admin migrate as the owner), the grants service
 * (postgres-init/grants.sql as the owner), then the app as votacao_app: it serves, it is no
 * superuser, and it cannot switch the audit trail's guards off nor rewrite a row (issue 37:
 * the app connected as a PostgreSQL superuser).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseDatabaseUrl } from '../../../src/server/config';
import { startTestApp, type TestApp } from '../helpers/app';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const base = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(!base)("compose's database roles", () => {
  const db = `votacao_compose_${randomBytes(4).toString('hex')}`;
  const url = (user: string) => {
    const u = new URL(base);
    u.username = user;
    u.password = `${user}-password`;
    u.pathname = `/${db}`;
    return u.toString();
  };
  const host = new URL(base || 'postgres://127.0.0.1').hostname;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  let t: TestApp | undefined;

  beforeAll(async () => {
    // The roles are the cluster's: a run left unfinished leaves them behind.
    await admin(`DROP ROLE IF EXISTS votacao_app`).catch(() => undefined);
    await admin(`DROP ROLE IF EXISTS votacao`).catch(() => undefined);
    await admin(`CREATE DATABASE "${db}"`);
  });
  afterAll(async () => {
    await t?.close();
    await admin(`DROP DATABASE IF EXISTS "${db}"`);
    await admin(`DROP ROLE IF EXISTS votacao_app`);
    await admin(`DROP ROLE IF EXISTS votacao`);
  });

  it('init script, migrate as the owner, grants, then the app as a role that owns nothing', async () => {
    const env = { PATH: process.env.PATH, PGHOST: host, PGPASSWORD: 'x' };
    const init = spawnSync('sh', [path.join(ROOT, 'deploy/postgres-init/10-roles.sh')], {
      encoding: 'utf8',
      env: {
        ...env,
        POSTGRES_USER: new URL(base).username || 'postgres',
        POSTGRES_DB: db,
        VOTACAO_OWNER_PASSWORD: 'votacao-password',
        VOTACAO_APP_PASSWORD: 'votacao_app-password',
      },
    });
    expect(init.status, init.stderr).toBe(0);

    const migrated = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts/admin.mjs'), 'migrate'],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, DATABASE_URL: url('votacao') },
      },
    );
    expect(migrated.status, migrated.stderr + migrated.stdout).toBe(0);
    const grants = spawnSync(
      'psql',
      [
        '-v',
        'ON_ERROR_STOP=1',
        '-h',
        host,
        '-U',
        'votacao',
        '-d',
        db,
        '-f',
        path.join(ROOT, 'deploy/postgres-init/grants.sql'),
      ],
      { encoding: 'utf8', env },
    );
    expect(grants.status, grants.stderr).toBe(0);

    t = await startTestApp({
      kind: 'postgres',
      url: url('votacao_app'),
      config: parseDatabaseUrl(url('votacao_app')),
      drop: async () => undefined,
    });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/election' })).statusCode).toBe(200);

    const app = new pg.Client({ connectionString: url('votacao_app') });
    await app.connect();
    try {
      const { rows } = await app.query<{ rolsuper: boolean }>(
        'select rolsuper from pg_roles where rolname = current_user',
      );
      expect(rows[0]!.rolsuper).toBe(false);
      await expect(app.query('ALTER TABLE audit_log DISABLE TRIGGER USER')).rejects.toThrow(
        /must be owner/,
      );
      await expect(app.query("UPDATE audit_log SET action = 'x'")).rejects.toThrow(
        /permission denied/,
      );
      await expect(app.query('DELETE FROM audit_log')).rejects.toThrow(/permission denied/);
    } finally {
      await app.end();
    }
  }, 120_000);
});
