/**
 * `npm run admin -- backup FILE` and `restore FILE` on a real SQLite file (docs/deploy.md#backups):
 * a backup taken in the middle of a burst of votes made through the app is one consistent
 * snapshot (every vote acknowledged before it started, nothing half-written, nothing the live
 * database does not hold); restored into a fresh file it gives the same votes per company,
 * voters and receipts, and the app serves it. A quiet backup restores to exactly the live
 * results. Restore refuses, with a message naming the problem and the target left as it was, a
 * file that is not SQLite, a SQLite file that is not ours, a corrupted one, one of another
 * version, one whose audit chain is broken, one whose guards (triggers) were dropped or that has
 * a trigger of its own, and a target a server has open; a restore writes its own audit row
 * (database.restore, by the OS account); a backup is 0600. PostgreSQL: both
 * commands point at pg_dump without connecting.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CategoriesResponse } from '../../../src/domain/types';
import { parseDatabaseUrl } from '../../../src/server/config';
import { startTestApp, type TestApp } from '../helpers/app';
import { runCli } from '../helpers/cli';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { API, newVoter, register, sendCode, validateCode } from '../helpers/voters';

interface Snapshot {
  votes: {
    id: number;
    voter_id: number;
    category_id: number;
    company_id: number;
    receipt: string;
  }[];
  perCompany: { category_id: number; company_id: number; votes: number }[];
  voters: { id: number; nome: string; email: string; cpf: string }[];
}

/** What a database file holds that a restore must keep, read with a connection of its own. */
function snapshotOf(file: string): Snapshot {
  const sqlite = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    return {
      votes: sqlite
        .prepare('SELECT id, voter_id, category_id, company_id, receipt FROM votes ORDER BY id')
        .all() as Snapshot['votes'],
      perCompany: sqlite
        .prepare(
          `SELECT c.category_id, c.id AS company_id, COUNT(v.id) AS votes
             FROM companies c LEFT JOIN votes v ON v.company_id = c.id
            GROUP BY c.category_id, c.id ORDER BY c.category_id, c.id`,
        )
        .all() as Snapshot['perCompany'],
      voters: sqlite
        .prepare('SELECT id, nome, email, cpf FROM voters ORDER BY id')
        .all() as Snapshot['voters'],
    };
  } finally {
    sqlite.close();
  }
}

/** Votes per company counted from a list of votes, every company of `like` listed. */
function countsFrom(votes: Snapshot['votes'], like: Snapshot['perCompany']) {
  return like.map(({ category_id, company_id }) => ({
    category_id,
    company_id,
    votes: votes.filter((v) => v.company_id === company_id).length,
  }));
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('backup and restore on a real SQLite file', () => {
  let database: TestDatabase;
  let t: TestApp;
  let work: string;
  let liveFile: string;
  const mailer = new MemoryMailer();
  const voters: { token: string; id: number }[] = [];
  /** (voter, category) pairs answered 201, with the receipt, in the order acknowledged. */
  const acknowledged: { voter: number; category: number; receipt: string }[] = [];
  let acknowledgedBeforeBackup = 0;
  let burstBackup: string;
  let quietBackup: string;

  async function admin(env: NodeJS.ProcessEnv, ...argv: string[]) {
    return runCli(argv, env, work);
  }
  const fileUrl = (name: string) => `file:${path.join(work, name)}`;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    liveFile = (database.config as { file: string }).file;
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-backup-'));
    t = await startTestApp(database, { deps: { mailer } });
    // An audit trail to carry over and verify: the election's name, set from the CLI.
    expect(
      (await admin({ DATABASE_URL: database.url }, 'election', '--name', 'Prêmio Teste')).code,
    ).toBe(0);
    for (let i = 0; i < 30; i++) {
      const voter = newVoter();
      const registered = await register(t.app, voter);
      expect(registered.statusCode).toBe(201);
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
      const res = await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email));
      expect(res.statusCode).toBe(200);
      voters.push({ token: res.json().accessToken, id: registered.json().id });
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await database.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('a backup taken during a burst of votes is one consistent snapshot', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: { authorization: `Bearer ${voters[0]!.token}` },
    });
    const categories = (list.json() as CategoriesResponse).data;
    expect(categories.length).toBeGreaterThan(5);
    // Every voter votes in every category, the company spread deterministically.
    const ballots = voters.flatMap((voter, v) =>
      categories.map((category, c) => ({
        voter,
        category: category.id,
        company: category.companies[(v + c) % category.companies.length]!.id,
      })),
    );
    const vote = async ({ voter, category, company }: (typeof ballots)[number]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/votes`,
        headers: { authorization: `Bearer ${voter.token}` },
        payload: { idCompany: company, idCategory: category },
      });
      expect(res.statusCode).toBe(201);
      acknowledged.push({ voter: voter.id, category, receipt: res.json().receipt });
    };

    // Ten at a time; once a third is acknowledged, the backup starts while the rest go on.
    burstBackup = path.join(work, 'durante-a-votacao.sqlite');
    let backupRun: Promise<Awaited<ReturnType<typeof admin>>> | undefined;
    const queue = [...ballots];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await vote(next);
        if (!backupRun && acknowledged.length >= ballots.length / 3) {
          acknowledgedBeforeBackup = acknowledged.length;
          backupRun = admin({ DATABASE_URL: database.url }, 'backup', burstBackup);
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    const backup = await backupRun!;
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(
      /^Cópia gravada em .*durante-a-votacao\.sqlite \(permissão 0600\): \d+ voto\(s\), 30 eleitor\(es\), \d+ registro\(s\) de auditoria; integrity_check ok\.$/,
    );
    // One self-contained file: nothing beside it, nothing half-written left behind.
    expect(fs.readdirSync(work).sort()).toEqual(['durante-a-votacao.sqlite']);

    const live = snapshotOf(liveFile);
    const copy = snapshotOf(burstBackup);
    expect(live.votes).toHaveLength(ballots.length);
    // Really in the middle: more than what was acknowledged before it started, less than all.
    expect(copy.votes.length).toBeGreaterThanOrEqual(acknowledgedBeforeBackup);
    expect(copy.votes.length).toBeLessThan(ballots.length);
    // Every vote acknowledged before the backup started is in it, receipt and all.
    const inCopy = new Map(copy.votes.map((v) => [`${v.voter_id}:${v.category_id}`, v.receipt]));
    for (const ack of acknowledged.slice(0, acknowledgedBeforeBackup)) {
      expect(inCopy.get(`${ack.voter}:${ack.category}`)).toBe(ack.receipt);
    }
    // Nothing in it the live database does not hold, row for row; and the votes are a prefix of
    // the live ones (ids are given in commit order): a snapshot, not a mixture.
    expect(copy.votes).toEqual(live.votes.slice(0, copy.votes.length));
    expect(copy.voters).toEqual(live.voters);
  }, 120_000);

  it('restored into a fresh file: the same votes per company, voters and receipts, and the app serves it', async () => {
    const restoredUrl = fileUrl('restaurado/votacao.sqlite');
    const restore = await admin({ DATABASE_URL: restoredUrl }, 'restore', burstBackup);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.out).toContain('Banco restaurado em ');
    expect(restore.out).toContain('trilha de auditoria íntegra');
    expect(restore.out).toContain('Não havia banco anterior nesse caminho.');

    const restoredFile = path.join(work, 'restaurado/votacao.sqlite');
    const copy = snapshotOf(burstBackup);
    const restored = snapshotOf(restoredFile);
    expect(restored).toEqual(copy);
    // Votes per company as they were at that moment: counted again from the live rows it held.
    const live = snapshotOf(liveFile);
    const ids = new Set(copy.votes.map((v) => v.id));
    expect(restored.perCompany).toEqual(
      countsFrom(
        live.votes.filter((v) => ids.has(v.id)),
        live.perCompany,
      ),
    );
    expect((await admin({ DATABASE_URL: restoredUrl }, 'audit', 'verify')).code).toBe(0);

    // The app on the restored file: a voter's receipts are there, and voting goes on.
    const restoredDb: TestDatabase = {
      kind: 'sqlite',
      url: restoredUrl,
      config: parseDatabaseUrl(restoredUrl),
      drop: async () => undefined,
    };
    const again = await startTestApp(restoredDb, { deps: { mailer } });
    try {
      const partly = copy.votes.at(-1)!.voter_id;
      const voter = voters.find((v) => v.id === partly)!;
      const res = await again.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: { authorization: `Bearer ${voter.token}` },
      });
      expect(res.statusCode).toBe(200);
      const mine = (
        res.json() as {
          data: {
            id: number;
            hasVoted: boolean;
            receipt: string | null;
            companies: { id: number }[];
          }[];
        }
      ).data;
      const stored = copy.votes.filter((v) => v.voter_id === partly);
      for (const category of mine) {
        const vote = stored.find((v) => v.category_id === category.id);
        expect(category.hasVoted).toBe(vote !== undefined);
        expect(category.receipt).toBe(vote?.receipt ?? null);
      }
      const open = mine.find((c) => !c.hasVoted);
      if (open) {
        const voted = await again.app.inject({
          method: 'POST',
          url: `${API}/votes`,
          headers: { authorization: `Bearer ${voter.token}` },
          payload: { idCompany: open.companies[0]!.id, idCategory: open.id },
        });
        expect(voted.statusCode).toBe(201);
      }
    } finally {
      await again.close();
    }
  }, 60_000);

  it('a backup taken once the burst is over restores to exactly the live results', async () => {
    quietBackup = path.join(work, 'depois.sqlite');
    const backup = await admin({ DATABASE_URL: database.url }, 'backup', quietBackup);
    expect(backup.code).toBe(0);
    const target = fileUrl('identico.sqlite');
    expect((await admin({ DATABASE_URL: target }, 'restore', quietBackup)).code).toBe(0);
    const live = snapshotOf(liveFile);
    const restored = snapshotOf(path.join(work, 'identico.sqlite'));
    expect(restored.perCompany).toEqual(live.perCompany);
    expect(restored.voters).toEqual(live.voters);
    expect(restored.votes.map((v) => v.receipt)).toEqual(live.votes.map((v) => v.receipt));
    // Every vote acknowledged during the test is there (one more: the restored app's own).
    expect(new Set(restored.votes.map((v) => v.receipt))).toEqual(
      new Set(acknowledged.map((a) => a.receipt)),
    );

    // Backup never overwrites.
    const twice = await admin({ DATABASE_URL: database.url }, 'backup', quietBackup);
    expect(twice.code).toBe(1);
    expect(twice.err).toBe(
      `backup: ${quietBackup} já existe; escolha um arquivo novo (nada foi sobrescrito).`,
    );
  }, 60_000);

  describe('restore refuses, and leaves the target as it was', () => {
    let target: string;
    let targetUrl: string;
    let before: string;

    beforeAll(async () => {
      targetUrl = fileUrl('alvo.sqlite');
      target = path.join(work, 'alvo.sqlite');
      expect((await admin({ DATABASE_URL: targetUrl }, 'restore', quietBackup)).code).toBe(0);
      before = sha256(target);
    });

    async function refused(file: string, expected: string) {
      const result = await admin({ DATABASE_URL: targetUrl }, 'restore', file);
      expect(result.out).toBe('');
      expect(result.err).toBe(`restore: ${expected}. Nada foi alterado.`);
      expect(result.code).toBe(1);
      expect(result.err).not.toMatch(/\n\s+at /);
      expect(sha256(target)).toBe(before);
      // No candidate copy left beside the target.
      expect(fs.readdirSync(work).filter((n) => n.startsWith('alvo.sqlite'))).toEqual([
        'alvo.sqlite',
      ]);
    }

    /** A copy of the quiet backup changed by `change` with a connection of its own. */
    function alteredBackup(name: string, change: (sqlite: Sqlite.Database) => void): string {
      const file = path.join(work, name);
      fs.copyFileSync(quietBackup, file);
      const sqlite = new Sqlite(file);
      change(sqlite);
      sqlite.close();
      return file;
    }

    it('a file that is not SQLite', async () => {
      const file = path.join(work, 'categorias.csv');
      fs.writeFileSync(file, 'categoria,empresa\nPadaria,Pão Quente\n');
      await refused(
        file,
        `${file} não é um banco de dados SQLite (o arquivo não começa com "SQLite format 3")`,
      );
      const empty = path.join(work, 'vazio.sqlite');
      fs.writeFileSync(empty, '');
      await refused(
        empty,
        `${empty} não é um banco de dados SQLite (o arquivo não começa com "SQLite format 3")`,
      );
    });

    it('a SQLite file that is not ours', async () => {
      const file = path.join(work, 'outro.sqlite');
      const other = new Sqlite(file);
      other.exec(
        "CREATE TABLE clientes (id INTEGER PRIMARY KEY, nome TEXT); INSERT INTO clientes (nome) VALUES ('Ana')",
      );
      other.close();
      await refused(
        file,
        `${file} é um banco SQLite, mas não da Votação (não tem a tabela de migrações kysely_migration)`,
      );
    });

    it('a corrupted file', async () => {
      const file = path.join(work, 'corrompido.sqlite');
      const bytes = fs.readFileSync(quietBackup);
      const pageSize = bytes.readUInt16BE(16);
      // Page 2 onwards overwritten: the schema still reads, the b-trees do not.
      bytes.fill(0xa5, pageSize, Math.min(bytes.length, pageSize * 6));
      fs.writeFileSync(file, bytes);
      const result = await admin({ DATABASE_URL: targetUrl }, 'restore', file);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        new RegExp(
          `^restore: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (está corrompido|não abre como banco SQLite)`,
        ),
      );
      expect(result.err).toMatch(/Nada foi alterado\.$/);
      expect(sha256(target)).toBe(before);
    });

    it('a backup of another version', async () => {
      const older = alteredBackup('anterior.sqlite', (s) =>
        s.exec("DELETE FROM kysely_migration WHERE name = '010_mail_outbox'"),
      );
      await refused(
        older,
        `${older} é de uma versão anterior da Votação (faltam as migrações 010_mail_outbox); restaure com a versão que o gravou e atualize depois (npm run admin -- migrate)`,
      );
      const newer = alteredBackup('mais-nova.sqlite', (s) =>
        s.exec(
          "INSERT INTO kysely_migration (name, timestamp) VALUES ('999_futuro', '2030-01-01T00:00:00.000Z')",
        ),
      );
      await refused(
        newer,
        `${newer} foi gravado por uma versão mais nova da Votação (migrações que esta versão não conhece: 999_futuro); restaure com a versão que o gravou`,
      );
    });

    it('a backup whose audit trail was tampered with', async () => {
      // The guards lifted for the change and put back, as an insider would.
      const file = alteredBackup('adulterado.sqlite', (s) => {
        const triggers = s
          .prepare(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'audit_log'",
          )
          .all() as { name: string; sql: string }[];
        for (const { name } of triggers) s.exec(`DROP TRIGGER "${name}"`);
        s.exec(
          "UPDATE audit_log SET actor = 'cli:outra-pessoa' WHERE id = (SELECT MIN(id) FROM audit_log)",
        );
        for (const { sql } of triggers) s.exec(sql);
      });
      const result = await admin({ DATABASE_URL: targetUrl }, 'restore', file);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        /^restore: a trilha de auditoria de .*adulterado\.sqlite está quebrada no registro \d+: .+\. Nada foi alterado\.$/,
      );
      expect(sha256(target)).toBe(before);
    });

    it("a copy with the audit trail's guards dropped (issue 36), or a trigger of its own", async () => {
      const file = alteredBackup('sem-protecao.sqlite', (s) => {
        s.exec('DROP TRIGGER audit_log_no_delete');
        s.exec('DROP TRIGGER audit_log_no_update');
      });
      await refused(
        file,
        `${file} não tem o esquema nem as proteções de um banco da Votação nesta versão (falta o gatilho audit_log_no_delete; falta o gatilho audit_log_no_update): a cópia foi adulterada (as proteções da trilha de auditoria são gatilhos do banco); restaure uma cópia feita pelo comando backup`,
      );
      const extra = alteredBackup('gatilho-extra.sqlite', (s) =>
        s.exec(
          'CREATE TRIGGER troca_voto AFTER INSERT ON votes BEGIN UPDATE votes SET company_id = 1 WHERE id = NEW.id; END',
        ),
      );
      await refused(
        extra,
        `${extra} não tem o esquema nem as proteções de um banco da Votação nesta versão (gatilho troca_voto que a Votação não cria): a cópia foi adulterada (as proteções da trilha de auditoria são gatilhos do banco); restaure uma cópia feita pelo comando backup`,
      );
      const noColumn = alteredBackup('sem-coluna.sqlite', (s) =>
        s.exec('ALTER TABLE votes DROP COLUMN prefix'),
      );
      const result = await admin({ DATABASE_URL: targetUrl }, 'restore', noColumn);
      expect(result.code).toBe(1);
      expect(result.err).toContain('faltam colunas em votes: prefix');
      expect(sha256(target)).toBe(before);
    });

    it('a file that does not exist, and a wrong call', async () => {
      const missing = path.join(work, 'nao-existe.sqlite');
      await refused(missing, `arquivo não encontrado: ${missing}`);
      const usage = await admin({ DATABASE_URL: targetUrl }, 'restore');
      expect(usage.code).toBe(2);
      expect(usage.err).toBe('Uso: npm run admin -- restore ARQUIVO');
    });

    it('a target the server has open', async () => {
      const result = await admin({ DATABASE_URL: database.url }, 'restore', quietBackup);
      expect(result.code).toBe(1);
      expect(result.err).toBe(
        `restore: o banco ${liveFile} está aberto por outro processo (o servidor ou outro comando): pare todos os processos da Votação (systemctl stop 'votacao@*') e rode restore de novo. Nada foi alterado.`,
      );
      // The server goes on with its votes.
      const live = snapshotOf(liveFile);
      expect(live.votes.length).toBeGreaterThan(0);
      expect(fs.readdirSync(path.dirname(liveFile)).some((n) => n.includes('restauracao'))).toBe(
        false,
      );
    });

    it('restoring over an existing database keeps the old one beside it', async () => {
      const result = await admin({ DATABASE_URL: targetUrl }, 'restore', burstBackup);
      expect(result.code).toBe(0);
      const kept = /O banco anterior foi guardado em (\S+) \(/.exec(result.out)?.[1];
      expect(kept).toBeDefined();
      expect(sha256(kept!)).toBe(before);
      expect(snapshotOf(target).votes).toEqual(snapshotOf(burstBackup).votes);
      // The restore is in the restored trail, by the OS account that ran it, and it verifies.
      expect(result.out).toContain('database.restore');
      const sqlite = new Sqlite(target, { readonly: true });
      const row = sqlite
        .prepare('SELECT actor, after_json FROM audit_log ORDER BY id DESC LIMIT 1')
        .get() as { actor: string; after_json: string };
      const action = sqlite
        .prepare('SELECT action FROM audit_log ORDER BY id DESC LIMIT 1')
        .get() as { action: string };
      sqlite.close();
      expect(action.action).toBe('database.restore');
      const me = os.userInfo();
      expect(row.actor).toBe(`cli:${me.username} (uid ${me.uid})`);
      expect(JSON.parse(row.after_json)).toMatchObject({ from: burstBackup, previousKeptAt: kept });
      const verify = await admin({ DATABASE_URL: targetUrl }, 'audit', 'verify');
      expect(verify.err).toBe('');
      expect(verify.code).toBe(0);
    });
  });

  it('a backup is readable by its owner only (0600), CPFs and e-mails are in it', async () => {
    const file = path.join(work, 'modo.sqlite');
    // Under a permissive umask, as a shell's default 022 is: the 0600 is the command's, not ours.
    const umask = process.umask(0o022);
    try {
      const backup = await admin({ DATABASE_URL: database.url }, 'backup', file);
      expect(backup.code).toBe(0);
    } finally {
      process.umask(umask);
    }
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('PostgreSQL: both commands point at pg_dump and pg_restore, without connecting', async () => {
    const env = { DATABASE_URL: 'postgres://votacao@127.0.0.1:1/votacao' };
    const backup = await admin(env, 'backup', 'x.dump');
    expect(backup.code).toBe(1);
    expect(backup.err).toContain('pg_dump --format=custom');
    expect(backup.err).toContain('docs/deploy.md');
    const restore = await admin(env, 'restore', 'x.dump');
    expect(restore.code).toBe(1);
    expect(restore.err).toContain('pg_restore --clean --if-exists --no-owner');
  });
});
