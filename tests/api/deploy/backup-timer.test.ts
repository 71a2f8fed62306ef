/**
 * The hourly backup as shipped (deploy/backup/votacao-backup, run by
 * deploy/systemd/votacao-backup.timer): on a real SQLite file and a real PostgreSQL database
 * holding votes, it writes a 0600 copy, keeps the newest BACKUP_KEEP, fails loudly (exit 1,
 * "FALHOU", nothing half-written) when it cannot; and a restore drill from its own output gives
 * the same voters, votes and audit trail. /metrics says the newest copy's age
 * (votacao_backup_age_seconds; +Inf with none), which deploy/prometheus/votacao-alerts.yml
 * watches; every metric those rules name is one the server exports.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseDatabaseUrl } from '../../../src/server/config';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { signInVoter } from '../helpers/operators';
import { API } from '../helpers/voters';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SCRIPT = path.join(ROOT, 'deploy', 'backup', 'votacao-backup');
const METRICS_TOKEN = 'metrics-token-for-the-backup-test-0123';

function runBackup(env: NodeJS.ProcessEnv) {
  return spawnSync('sh', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NODE: process.execPath,
      VOTACAO_RELEASE: ROOT,
      LOG_LEVEL: 'silent',
      ...env,
    },
  });
}

const copiesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((n) => /^votacao-\d{8}-\d{6}-\d+\.(sqlite|dump)$/.test(n))
    .sort();

/** Votes cast through the app, so the copy holds real votes, receipts and audit rows. */
async function castVotes(t: TestApp, mailer: MemoryMailer, voters: number) {
  for (let i = 0; i < voters; i++) {
    const voter = await signInVoter(t.app, mailer);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: { authorization: `Bearer ${voter.token}` },
    });
    const category = list.json().data[0];
    const vote = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: { authorization: `Bearer ${voter.token}` },
      payload: { idCategory: category.id, idCompany: category.companies[i % 2].id },
    });
    expect(vote.statusCode).toBe(201);
  }
}

describe('the hourly backup on SQLite', () => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-backups-'));
    t = await startTestApp(database, {
      deps: { mailer },
      env: { METRICS_TOKEN, BACKUP_DIR: dir },
    });
    await castVotes(t, mailer, 4);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const metric = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return /^votacao_backup_age_seconds (\S+)$/m.exec(res.body)?.[1];
  };

  it('/metrics says +Inf before the first copy', async () => {
    expect(await metric()).toBe('+Inf');
  });

  it('writes a 0600 copy while the server runs, keeps the newest BACKUP_KEEP', async () => {
    const env = { DATABASE_URL: database.url, BACKUP_DIR: dir, BACKUP_KEEP: '2' };
    for (let i = 0; i < 3; i++) {
      const run = runBackup(env);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(
        /^votacao-backup: .*votacao-\d{8}-\d{6}-\d+\.sqlite \(\d+ bytes\)/,
      );
    }
    const copies = copiesIn(dir);
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(fs.statSync(path.join(dir, copy)).mode & 0o777).toBe(0o600);
    }
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([]);
    const age = Number(await metric());
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(120);
  });

  it('a restore drill from its own output gives the same voters, votes and trail', async () => {
    const copy = path.join(dir, copiesIn(dir).at(-1)!);
    const target = path.join(dir, 'ensaio.sqlite');
    const restored = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'admin.mjs'), 'restore', copy],
      { encoding: 'utf8', env: { PATH: process.env.PATH, DATABASE_URL: `file:${target}` } },
    );
    expect(restored.status, restored.stderr).toBe(0);
    const count = (file: string, table: string) =>
      (
        new Sqlite(file, { readonly: true })
          .prepare(`select count(*) as n from ${table}`)
          .get() as { n: number }
      ).n;
    const live = parseDatabaseUrl(database.url);
    if (live.kind !== 'sqlite') throw new Error('sqlite expected');
    for (const table of ['voters', 'votes']) {
      expect(count(target, table), table).toBe(count(live.file, table));
    }
    // The restored trail is the live one plus its database.restore row.
    expect(count(target, 'audit_log')).toBe(count(live.file, 'audit_log') + 1);
    const verified = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'admin.mjs'), 'audit', 'verify'],
      { encoding: 'utf8', env: { PATH: process.env.PATH, DATABASE_URL: `file:${target}` } },
    );
    expect(verified.status, verified.stdout + verified.stderr).toBe(0);
  });

  it('fails loudly, leaving nothing half-written', () => {
    const missing = runBackup({ DATABASE_URL: database.url, BACKUP_DIR: path.join(dir, 'nao') });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('votacao-backup: FALHOU: a pasta');
    const badKeep = runBackup({ DATABASE_URL: database.url, BACKUP_DIR: dir, BACKUP_KEEP: '0' });
    expect(badKeep.status).toBe(1);
    expect(badKeep.stderr).toContain('BACKUP_KEEP deve ser um número a partir de 1');
    const before = copiesIn(dir);
    const noDatabase = runBackup({
      DATABASE_URL: `file:${path.join(dir, 'nao-existe', 'votacao.sqlite')}`,
      BACKUP_DIR: dir,
    });
    expect(noDatabase.status).toBe(1);
    expect(noDatabase.stderr).toContain('votacao-backup: FALHOU: votacao-admin backup');
    expect(copiesIn(dir)).toEqual(before);
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the hourly backup on PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const live = `votacao_bk_${suffix}`;
  const drill = `votacao_rs_${suffix}`;
  const urlOf = (name: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  let t: TestApp;
  const mailer = new MemoryMailer();
  let dir: string;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const counts = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const n = async (table: string) =>
        Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
      return { voters: await n('voters'), votes: await n('votes'), audit: await n('audit_log') };
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${live}"`);
    await admin(`CREATE DATABASE "${drill}"`);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-backups-pg-'));
    t = await startTestApp(
      {
        kind: 'postgres',
        url: urlOf(live),
        config: parseDatabaseUrl(urlOf(live)),
        drop: async () => undefined,
      },
      { deps: { mailer } },
    );
    await castVotes(t, mailer, 4);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await admin(`DROP DATABASE IF EXISTS "${live}"`);
    await admin(`DROP DATABASE IF EXISTS "${drill}"`);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pg_dump while the server runs, 0600; pg_restore of that copy gives the same counts', async () => {
    const run = runBackup({ DATABASE_URL: urlOf(live), BACKUP_DIR: dir });
    expect(run.status, run.stderr).toBe(0);
    const [copy] = copiesIn(dir);
    expect(copy).toMatch(/\.dump$/);
    expect(fs.statSync(path.join(dir, copy!)).mode & 0o777).toBe(0o600);
    const restored = spawnSync(
      'pg_restore',
      ['--no-owner', `--dbname=${urlOf(drill)}`, path.join(dir, copy!)],
      { encoding: 'utf8' },
    );
    expect(restored.status, restored.stderr).toBe(0);
    expect(await counts(urlOf(drill))).toEqual(await counts(urlOf(live)));
  }, 60_000);

  it('an unreachable database fails loudly and leaves nothing behind', () => {
    const url = new URL(urlOf(live));
    url.port = '1';
    const run = runBackup({ DATABASE_URL: url.toString(), BACKUP_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('votacao-backup: FALHOU: pg_dump');
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });

  it("the alert rules name only metrics the server exports (and Prometheus' own)", async () => {
    const scraped = await startTestApp(
      {
        kind: 'postgres',
        url: urlOf(live),
        config: parseDatabaseUrl(urlOf(live)),
        drop: async () => undefined,
      },
      { env: { METRICS_TOKEN, BACKUP_DIR: dir } },
    );
    try {
      const body = (
        await scraped.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body;
      const exported = new Set(
        [...body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
          type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
        ),
      );
      // The rules' expressions (deploy/validate.sh parses the file as YAML).
      const rules = fs.readFileSync(
        path.join(ROOT, 'deploy', 'prometheus', 'votacao-alerts.yml'),
        'utf8',
      );
      const named = [...rules.matchAll(/^\s+expr: (.*)$/gm)].flatMap(([, expr]) =>
        [...expr!.matchAll(/\b((?:votacao|nodejs|process)_[a-z0-9_]+)\b/g)].map((m) => m[1]!),
      );
      expect(named.length).toBeGreaterThan(5);
      for (const name of named) expect(exported, name).toContain(name);
    } finally {
      await scraped.close();
    }
  }, 60_000);
});
