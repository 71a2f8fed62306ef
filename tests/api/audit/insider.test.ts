/**
 * Issue 36 §4, on SQLite and PostgreSQL: the audit trail against an insider who holds the
 * database (raw SQL on the file or the schema, the guards lifted as the table's owner can). Each
 * attack is performed, then `npm run admin -- audit verify` (or the database itself) catches it:
 *
 * - a row rewritten and the chain recomputed with plain SHA-256, with a key of the attacker's,
 *   or the whole trail recomputed without the key (the chain is keyed: HMAC-SHA-256, AUDIT_KEY);
 * - the last rows deleted (`audit verify --head H`, H the head e-mailed at the close, printed in
 *   the ata, logged once a day);
 * - votes moved to another company or deleted after the close (`votes.sealed`, the votes'
 *   digest, in the chain and the ata);
 * - an invalidation's reason blanked through the erase-only UPDATE (refused by the database
 *   unless the voter was erased; blanked behind its back, `audit verify` names the row);
 * - PostgreSQL: the app's own role, which does not own audit_log (docs/deploy.md), can neither
 *   disable the guards nor UPDATE or DELETE rows, and the app still works as that role.
 */
import os from 'node:os';

import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import type { Category } from '../../../src/domain/types';
import { runAdmin } from '../../../src/server/cli/admin';
import { parseDatabaseUrl } from '../../../src/server/config';
import { chainRows, ERASED_REASON, type ChainFields } from '../../../src/server/db/auditChain';
import { auditKeyId, DEVELOPMENT_AUDIT_KEY, setAuditKeys } from '../../../src/server/db/auditKey';
import { createDatabase } from '../../../src/server/db/database';
import {
  migrateToLatest,
  migrationTableSchemaOf,
  migrations,
} from '../../../src/server/db/migrations';
import type { Database } from '../../../src/server/db/schema';
import { createAuditAnchor } from '../../../src/server/features/audit/anchor';
import {
  keyTheChain,
  recordAudit,
  verifyAuditChain,
} from '../../../src/server/features/audit/repository';
import { votesDigest } from '../../../src/server/features/audit/votesDigest';
import { latestPublication } from '../../../src/server/features/election/publication';
import { eraseVoter } from '../../../src/server/features/lgpd/personalData';
import { startTestApp, type TestApp } from '../helpers/app';
import { runCli } from '../helpers/cli';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { pdfText } from '../helpers/pdf';
import { API } from '../helpers/voters';

const HOUR = 3_600_000;

type AuditRow = Awaited<ReturnType<typeof allRows>>[number];

async function allRows(db: Kysely<Database>) {
  return db.selectFrom('audit_log').selectAll().orderBy('id').execute();
}

describe.each(databaseKinds)('the audit trail against an insider on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operatorEmail: string;
  let operator: Record<string, string>;
  let db: Kysely<Database>;
  const voters: { id: number; token: string }[] = [];
  let categories: Category[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      config: { tokenTtlMinutes: 7 * 24 * 60 },
    });
    db = t.app.votacao.database.db;
    operatorEmail = await addOperator(t.app);
    operator = bearer(await signInOperator(t.app, mailer, operatorEmail));
    const res = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/election`,
      headers: operator,
      payload: {
        name: 'Prêmio Auditoria',
        opensAt: null,
        closesAt: new Date(t.clock.now() + 2 * HOUR).toISOString(),
      },
    });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 8; i++) voters.push(await signInVoter(t.app, mailer));
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: bearer(voters[0]!.token),
    });
    categories = list.json().data;
    // Eight votes for the first category's first company, one for its second.
    for (const voter of voters) {
      const vote = await t.app.inject({
        method: 'POST',
        url: `${API}/votes`,
        headers: bearer(voter.token),
        payload: { idCategory: categories[0]!.id, idCompany: categories[0]!.companies[0]!.id },
      });
      expect(vote.statusCode).toBe(201);
    }
    // An invalidation with a reason (voter 7), as the integrity review writes.
    const invalidated = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/voters/${voters[7]!.id}/invalidate`,
      headers: operator,
      payload: { category: 'duplicate', reason: 'Cadastro em série' },
    });
    expect(invalidated.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  /** `npm run admin -- audit verify …` at the app's clock. */
  async function verify(...extra: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(
      ['audit', 'verify', ...extra],
      { DATABASE_URL: database.url },
      { out: (l) => out.push(l), err: (l) => err.push(l), cwd: os.tmpdir(), now: t.clock.now },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  /** Lifts the audit_log guards as the table's owner can, runs `change`, puts them back. */
  async function unguarded(change: () => Promise<void>) {
    if (kind === 'sqlite') {
      const { rows } = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
          WHERE type = 'trigger' AND tbl_name = 'audit_log'`.execute(db);
      for (const r of rows) await sql.raw(`DROP TRIGGER ${r.name}`).execute(db);
      try {
        await change();
      } finally {
        for (const r of rows) await sql.raw(r.sql).execute(db);
      }
    } else {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER USER`.execute(db);
      try {
        await change();
      } finally {
        await sql`ALTER TABLE audit_log ENABLE TRIGGER USER`.execute(db);
      }
    }
  }

  /** Puts every row back as it was (the next attack starts from a whole trail). */
  async function putBack(rows: AuditRow[]) {
    await unguarded(async () => {
      await db.deleteFrom('audit_log').execute();
      for (const row of rows) await db.insertInto('audit_log').values(row).execute();
    });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
  }

  /** Rewrites rows from `from` (an index) to the end, recomputing the chain with `key`. */
  async function recompute(rows: AuditRow[], from: number, key: Buffer | null) {
    const fields: ChainFields[] = rows.slice(from).map((r) => ({ ...r, at: Number(r.at) }));
    const chained = chainRows(from === 0 ? null : rows[from - 1]!.hash, fields, key);
    await unguarded(async () => {
      for (const [i, row] of rows.slice(from).entries()) {
        await db
          .updateTable('audit_log')
          .set({ ...fields[i]!, ...chained[i]! })
          .where('id', '=', row.id)
          .execute();
      }
    });
  }

  it('a row rewritten and the chain recomputed with plain SHA-256, or another key, is caught', async () => {
    const ok = await verify();
    expect(ok.err).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/Encadeada com a chave [0-9a-f]{16} \(AUDIT_KEY\)\./);
    const original = await allRows(db);
    expect(original.length).toBeGreaterThan(2);
    const victim = 1;
    const rewritten = original.map((r, i) =>
      i === victim ? { ...r, actor: 'outra@pessoa.org' } : r,
    );

    for (const key of [null, Buffer.from('a-key-of-the-attackers-own-choosing-0123456789')]) {
      await recompute(rewritten, victim, key);
      const broken = await verify();
      expect(broken.code).toBe(1);
      expect(broken.err).toContain(`quebrada no registro ${original[victim]!.id}`);
      expect(broken.err).toContain('não confere com a chave da trilha');
      await putBack(original);
    }

    // The whole trail recomputed without the key, from its first row: no row is keyed.
    await recompute(rewritten, 0, null);
    const unkeyed = await verify();
    expect(unkeyed.code).toBe(1);
    expect(unkeyed.err).toContain('nenhum registro está encadeado com a chave da trilha');
    await putBack(original);

    // With the right key, a deployment verifies; the key itself is nowhere in the database.
    expect((await verify()).code).toBe(0);
  });

  it('deleting the last rows: `audit verify --head` says the anchored head is gone', async () => {
    const anchored = (await allRows(db)).at(-1)!.hash!;
    // Later operator actions: the anchor is in the chain, with rows after it.
    for (let i = 0; i < 2; i++) {
      await recordAudit(db, { actor: operatorEmail, action: 'operator.sign-out', target: 'x' });
    }
    const later = await verify('--head', anchored);
    expect(later.code).toBe(0);
    expect(later.out).toContain(`O elo ${anchored} está na trilha; 2 registro(s) vieram depois`);

    const original = await allRows(db);
    const cut = original.findIndex((r) => r.hash === anchored);
    await unguarded(async () => {
      await db.deleteFrom('audit_log').where('id', '>=', original[cut]!.id).execute();
    });
    // The rest of the chain is whole: without the anchor, nothing shows.
    expect((await verify()).code).toBe(0);
    const gone = await verify('--head', anchored);
    expect(gone.code).toBe(1);
    expect(gone.err).toContain(`O elo ${anchored} NÃO está na trilha`);
    await putBack(original);

    const usage = await verify('--head');
    expect(usage.code).toBe(2);
    expect(usage.err).toBe('Uso: npm run admin -- audit verify [--head ELO]');
  });

  it('an invalidation reason cannot be blanked through the erase-only guard (015)', async () => {
    const row = await db
      .selectFrom('audit_log')
      .select(['id', 'target'])
      .where('action', '=', 'voter.invalidate')
      .executeTakeFirstOrThrow();
    expect(row.target).toBe(`voter:${voters[7]!.id}`);
    // The voter is not erased: the database refuses, with the same UPDATE the erasure uses.
    await expect(
      db.updateTable('audit_log').set({ reason: ERASED_REASON }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);

    // Blanked behind the database's back: the chain names the row.
    const original = await allRows(db);
    await unguarded(async () => {
      await db
        .updateTable('audit_log')
        .set({ reason: ERASED_REASON })
        .where('id', '=', row.id)
        .execute();
    });
    const caught = await verify();
    expect(caught.code).toBe(1);
    expect(caught.err).toContain(`quebrada no registro ${row.id}`);
    expect(caught.err).toContain('não é de um eleitor removido');
    await putBack(original);

    // Once the voter is erased (LGPD), the same UPDATE goes through and the chain verifies.
    const voter = await db
      .selectFrom('voters')
      .selectAll()
      .where('id', '=', voters[7]!.id)
      .executeTakeFirstOrThrow();
    await eraseVoter(db, voter, { actor: 'cli:teste', at: t.clock.now() });
    const after = await db
      .selectFrom('audit_log')
      .select('reason')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.reason).toBe(ERASED_REASON);
    expect((await verify()).code).toBe(0);
  });

  it('at the close the votes are sealed in the chain, the head e-mailed; a vote moved or deleted is caught', async () => {
    // Before the close nothing is sealed.
    await t.app.audit.anchor.tick();
    expect(
      await db.selectFrom('audit_log').select('id').where('action', '=', 'votes.sealed').execute(),
    ).toEqual([]);

    t.clock.advance(3 * HOUR);
    const sentBefore = mailer.sent.length;
    // The server's periodic check sees the close first; a second check, and a results read,
    // seal nothing more (one seal per close).
    await t.app.audit.anchor.tick();
    await t.app.audit.anchor.tick();
    expect(
      (await t.app.inject({ method: 'GET', url: `${ADMIN}/results`, headers: operator }))
        .statusCode,
    ).toBe(200);
    const seals = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'votes.sealed')
      .execute();
    expect(seals).toHaveLength(1);
    const seal = JSON.parse(seals[0]!.after_json!) as Record<string, unknown>;
    // The seal names no company and no receipt: one digest over the whole box.
    expect(Object.keys(seal).sort()).toEqual(['closesAt', 'sha256', 'votes']);
    const box = await db
      .selectFrom('votes')
      .select(['receipt', 'category_id', 'company_id'])
      .execute();
    expect(seal).toMatchObject(
      votesDigest(
        box.map((v) => ({
          receipt: v.receipt!,
          categoryId: Number(v.category_id),
          companyId: Number(v.company_id),
        })),
      ),
    );

    await t.app.votacao.outbox.settled();
    const mails = mailer.sent.slice(sentBefore).filter((m) => m.to === operatorEmail);
    expect(mails).toHaveLength(1);
    const head = (await allRows(db)).find((r) => r.action === 'votes.sealed')!.hash!;
    expect(mails[0]!.text).toContain(head);
    expect(mails[0]!.text).toContain(`audit verify --head ${head}`);
    expect(mails[0]!.text).toContain(String(seal.sha256));

    const sealed = await verify('--head', head);
    expect(sealed.code).toBe(0);
    expect(sealed.out).toContain(`Votos conferem com o lacre do encerramento`);

    // Six votes moved to another company, straight in the votes table.
    const [first, second] = categories[0]!.companies;
    const moved = await db
      .selectFrom('votes')
      .select('id')
      .where('company_id', '=', first!.id)
      .orderBy('id')
      .limit(6)
      .execute();
    expect(moved).toHaveLength(6);
    const ids = moved.map((v) => v.id);
    await db.updateTable('votes').set({ company_id: second!.id }).where('id', 'in', ids).execute();
    const caught = await verify();
    expect(caught.code).toBe(1);
    expect(caught.err).toContain('Os votos mudaram depois do encerramento');
    expect(caught.err).toContain('agora 8 voto(s)');
    await db.updateTable('votes').set({ company_id: first!.id }).where('id', 'in', ids).execute();
    expect((await verify()).code).toBe(0);

    // One vote deleted.
    const one = await db
      .selectFrom('votes')
      .selectAll()
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('votes').where('id', '=', one.id).execute();
    const deleted = await verify();
    expect(deleted.code).toBe(1);
    expect(deleted.err).toContain('lacrados 8 voto(s)');
    expect(deleted.err).toContain('agora 7 voto(s)');
    await db.insertInto('votes').values(one).execute();
    expect((await verify()).code).toBe(0);

    // Votes moved, then the close moved by a second straight in the election table, so that
    // the seal no longer looks like the close in force: caught all the same.
    await db.updateTable('votes').set({ company_id: second!.id }).where('id', 'in', ids).execute();
    const { closes_at: closesAt } = await db
      .selectFrom('election')
      .select('closes_at')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('election')
      .set({ closes_at: Number(closesAt) + 1000 })
      .execute();
    const hidden = await verify();
    expect(hidden.code).toBe(1);
    expect(hidden.err).toContain(
      'O encerramento mudou depois do lacre dos votos sem registro na trilha',
    );
    await db.updateTable('election').set({ closes_at: closesAt }).execute();
    await db.updateTable('votes').set({ company_id: first!.id }).where('id', 'in', ids).execute();
    expect((await verify()).code).toBe(0);

    // A box that no longer matches the seal is never published (the ata prints the sealed digest).
    await db.updateTable('votes').set({ company_id: second!.id }).where('id', 'in', ids).execute();
    const refused = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/publish`,
      headers: operator,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(operatorApiMessages.election.votesChangedSinceSeal);
    await db.updateTable('votes').set({ company_id: first!.id }).where('id', 'in', ids).execute();

    // Publication: the ata carries the votes' digest and the head, e-mailed to the operators.
    const sentBeforePublication = mailer.sent.length;
    const published = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/publish`,
      headers: operator,
    });
    expect(published.statusCode).toBe(200);
    const publication = await latestPublication(db);
    expect(publication!.snapshot.votesSha256).toBe(seal.sha256);
    await t.app.votacao.outbox.settled();
    const published_ = mailer.sent
      .slice(sentBeforePublication)
      .filter((m) => m.to === operatorEmail);
    expect(published_).toHaveLength(1);
    expect(published_[0]!.text).toContain(publication!.digests.auditHead);
    expect((await verify('--head', publication!.digests.auditHead)).code).toBe(0);
    // The printed ata: the votes' digest on its line, the head below.
    const ata = await t.app.inject({ method: 'GET', url: `${API}/results/ata.pdf` });
    expect(ata.statusCode).toBe(200);
    const text = pdfText(ata.rawPayload);
    expect(text).toContain(`SHA-256 dos votos lacrados na trilha de auditoria no encerramento:`);
    expect(text.replace(/\s+/g, '')).toContain(String(seal.sha256));
    expect(text).toContain(publication!.digests.auditHead);
  });

  it('a command run with another key writes nothing, and verify names the first row it cannot check', async () => {
    const before = await allRows(db);
    const wrong = {
      DATABASE_URL: database.url,
      AUDIT_KEY: 'not-the-key-of-this-deployment-0123456789',
    };
    try {
      const write = await runCli(['election', '--name', 'Outro Nome'], wrong, os.tmpdir());
      expect(write.code).toBe(1);
      expect(write.err).toContain('A trilha de auditoria não confere com a chave desta execução');
      expect(await allRows(db)).toEqual(before);
      const check = await runCli(['audit', 'verify'], wrong, os.tmpdir());
      expect(check.code).toBe(1);
      expect(check.err).toContain(`quebrada no registro ${before[0]!.id}`);
    } finally {
      // The CLI ran in this process: give the app its key back.
      setAuditKeys(t.config.auditKeys);
    }
    expect((await verify()).code).toBe(0);
  });

  it('a server started with another key refuses to start, naming why; nothing is written', async () => {
    const before = await allRows(db);
    try {
      await expect(
        startTestApp(database, { env: { AUDIT_KEY: 'not-the-key-of-this-deployment-0123456789' } }),
      ).rejects.toThrow("The audit trail's newest row matches no AUDIT_KEY this process holds");
      expect(await allRows(db)).toEqual(before);
    } finally {
      setAuditKeys(t.config.auditKeys);
    }
    expect((await verify()).code).toBe(0);
  });

  it('the head goes to the log once a day (a timer, an injected clock)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lines: { event?: string; head?: string | null; day?: string }[] = [];
    let at = Date.parse('2026-11-28T10:00:00Z');
    const anchor = createAuditAnchor({
      db,
      log: { info: (fields) => lines.push(fields), error: () => undefined },
      now: () => at,
      send: null,
      everyMs: 60_000,
    });
    try {
      vi.advanceTimersByTime(60_000);
      await anchor.tick();
      vi.advanceTimersByTime(60_000 * 30);
      await anchor.tick();
      expect(lines.filter((l) => l.event === 'audit.head')).toHaveLength(1);
      at += 24 * HOUR;
      vi.advanceTimersByTime(60_000);
      await anchor.tick();
      const heads = lines.filter((l) => l.event === 'audit.head');
      expect(heads.map((l) => l.day)).toEqual(['2026-11-28', '2026-11-29']);
      expect(heads[1]!.head).toBe((await allRows(db)).at(-1)!.hash);
    } finally {
      anchor.close();
      vi.useRealTimers();
    }
  });

  it.runIf(kind === 'postgres')(
    "PostgreSQL: the app's role does not own audit_log: it cannot disable the guards, UPDATE or DELETE, and the app works",
    async () => {
      const base = new URL(process.env.TEST_DATABASE_URL!);
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
      const schema = rows[0]!.schema;
      const role = `votacao_app_${schema.slice(-8)}`;
      const owner = new pg.Client({ connectionString: database.url });
      await owner.connect();
      // The grants of docs/deploy.md ("Papel do aplicativo no PostgreSQL").
      await owner.query(`CREATE ROLE ${role} LOGIN PASSWORD 'app-password'`);
      await owner.query(`GRANT USAGE ON SCHEMA "${schema}" TO ${role}`);
      await owner.query(
        `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "${schema}" TO ${role}`,
      );
      await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA "${schema}" TO ${role}`);
      await owner.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${role}`);
      await owner.query(`GRANT UPDATE (reason) ON audit_log TO ${role}`);
      const url = new URL(database.url);
      url.username = role;
      url.password = 'app-password';
      url.hostname = base.hostname;
      const app = new pg.Client({ connectionString: url.toString() });
      let appT: TestApp | undefined;
      try {
        await app.connect();
        const refused = async (text: string, pattern: RegExp) => {
          await expect(app.query(text)).rejects.toThrow(pattern);
        };
        await refused('ALTER TABLE audit_log DISABLE TRIGGER USER', /must be owner/);
        await refused('ALTER TABLE audit_log DISABLE TRIGGER ALL', /must be owner/);
        await refused('DROP TRIGGER audit_log_erase_only ON audit_log', /must be owner/);
        await refused("UPDATE audit_log SET actor = 'x'", /permission denied/);
        await refused('DELETE FROM audit_log', /permission denied/);
        await refused('TRUNCATE audit_log', /permission denied/);
        // The one column it may UPDATE is still behind the guard.
        await refused("UPDATE audit_log SET reason = 'outro'", /append-only/);

        // The app, as that role: boots (migrations already run by the owner), writes audit rows,
        // and the CLI verifies as that role too.
        const roleDb: TestDatabase = {
          kind: 'postgres',
          url: url.toString(),
          config: parseDatabaseUrl(url.toString()),
          drop: async () => undefined,
        };
        const roleMailer = new MemoryMailer();
        appT = await startTestApp(roleDb, { deps: { mailer: roleMailer } });
        const email = await addOperator(appT.app);
        await signInOperator(appT.app, roleMailer, email);
        const last = await appT.app.votacao.database.db
          .selectFrom('audit_log')
          .select(['action', 'actor'])
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(last).toEqual({ action: 'operator.sign-in', actor: email });
        const checked = await runCli(
          ['audit', 'verify'],
          { DATABASE_URL: roleDb.url },
          os.tmpdir(),
        );
        expect(checked.err).toBe('');
        expect(checked.code).toBe(0);
      } finally {
        await appT?.close();
        await app.end();
        await owner.query(`DROP OWNED BY ${role}`);
        await owner.query(`DROP ROLE ${role}`);
        await owner.end();
      }
    },
    60_000,
  );
});

describe.each(databaseKinds)('an existing trail, the key and its rotation on %s', (kind) => {
  let database: TestDatabase;
  let handle: ReturnType<typeof createDatabase>;
  const keyA = Buffer.from('first-audit-key-of-this-deployment-0123456789');
  const keyB = Buffer.from('second-audit-key-after-the-rotation-0123456789');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = createDatabase(database.config);
  });
  afterAll(async () => {
    setAuditKeys({ current: Buffer.from(DEVELOPMENT_AUDIT_KEY), previous: [] });
    await handle.destroy();
    await database.drop();
  });

  it('rows written before the key still verify; 015 writes the switch row; a rewrite of them without it is caught', async () => {
    const { db } = handle;
    // A deployment at 013: three rows chained the old way (plain SHA-256).
    const migrator = new Migrator({
      db: db as never,
      ...(await migrationTableSchemaOf(db as never, kind)),
      provider: { getMigrations: async () => migrations(kind) },
      allowUnorderedMigrations: true,
    });
    expect((await migrator.migrateTo('013_lean_vote_indexes')).error).toBeUndefined();
    const old = [1, 2, 3].map((i) => ({
      at: 1_700_000_000_000 + i,
      actor: 'ana@associacao.org',
      action: 'category.create',
      target: `category:${i}`,
      before_json: null,
      after_json: null,
      reason: null,
    }));
    const legacy = chainRows(null, old);
    for (const [i, row] of old.entries()) {
      await db
        .insertInto('audit_log')
        .values({ ...row, ...legacy[i]! })
        .execute();
    }

    // The upgrade, with the deployment's key: the switch row, keyed.
    setAuditKeys({ current: keyA, previous: [] });
    expect(await migrateToLatest(db as never, kind)).toContain('015_audit_erase_only_erased');
    const rows = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual([
      'category.create',
      'category.create',
      'category.create',
      'audit.keyed',
    ]);
    await recordAudit(db, { actor: 'ana@associacao.org', action: 'category.create' });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 5, unkeyed: 3 });

    // Someone recomputes the whole trail without the key: refused, wherever it stops.
    const all = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const plain = chainRows(
      null,
      all.map((r) => ({ ...r, at: Number(r.at), actor: 'outra@pessoa.org' })),
    );
    const rewrite = async (columns: typeof plain) => {
      await lifted(db, kind, async () => {
        for (const [i, row] of all.entries()) {
          await db
            .updateTable('audit_log')
            .set({ actor: 'outra@pessoa.org', ...columns[i]! })
            .where('id', '=', row.id)
            .execute();
        }
      });
    };
    await rewrite(plain);
    const verdict = await verifyAuditChain(db);
    expect(verdict).toMatchObject({ ok: false });
    // And appending to it does not bless it: the next row under the key is no switch row.
    await recordAudit(db, { actor: 'ana@associacao.org', action: 'category.create' });
    expect(await verifyAuditChain(db)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('audit.keyed'),
    });
    await lifted(db, kind, async () => {
      await db.deleteFrom('audit_log').execute();
      for (const row of all) await db.insertInto('audit_log').values(row).execute();
    });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, entries: 5 });
  });

  it('audit verify only reads: run under a new key, it writes no rotation row', async () => {
    const { db } = handle;
    const before = await db.selectFrom('audit_log').select('id').orderBy('id').execute();
    try {
      const run = await runCli(
        ['audit', 'verify'],
        {
          DATABASE_URL: database.url,
          AUDIT_KEY: keyB.toString(),
          AUDIT_PREVIOUS_KEYS: keyA.toString(),
        },
        os.tmpdir(),
      );
      expect(run.code, run.err).toBe(0);
      expect(await db.selectFrom('audit_log').select('id').orderBy('id').execute()).toEqual(before);
    } finally {
      setAuditKeys({ current: keyA, previous: [] });
    }
  });

  it('a key rotation: audit.key-rotated under the new key; the old key stays listed to verify', async () => {
    const { db } = handle;
    setAuditKeys({ current: keyB, previous: [keyA] });
    expect(await keyTheChain(db)).toBe(true);
    expect(await keyTheChain(db)).toBe(false);
    await recordAudit(db, { actor: 'ana@associacao.org', action: 'category.create' });
    const rows = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const rotated = rows.at(-2)!;
    expect(rotated.action).toBe('audit.key-rotated');
    expect(JSON.parse(rotated.before_json!)).toEqual({ keyId: auditKeyId(keyA) });
    expect(JSON.parse(rotated.after_json!)).toEqual({ keyId: auditKeyId(keyB) });
    const ok = await verifyAuditChain(db);
    expect(ok).toMatchObject({ ok: true, entries: 7 });
    expect(ok.ok && auditKeyId(ok.key!)).toBe(auditKeyId(keyB));
    // Without the old key the rows it keyed cannot be checked: said at the first of them.
    expect(await verifyAuditChain(db, { keys: { current: keyB, previous: [] } })).toMatchObject({
      ok: false,
      brokenAt: rows[3]!.id,
    });
    // A row keyed with the old key after the rotation: refused.
    setAuditKeys({ current: keyA, previous: [] });
    const [c] = chainRows(
      rows.at(-1)!.hash,
      [
        {
          at: Date.now(),
          actor: 'x',
          action: 'category.create',
          target: null,
          before_json: null,
          after_json: null,
          reason: null,
        },
      ],
      keyA,
    );
    await db
      .insertInto('audit_log')
      .values({
        at: Date.now(),
        actor: 'x',
        action: 'category.create',
        target: null,
        before_json: null,
        after_json: null,
        reason: null,
        ...c!,
      })
      .execute();
    expect(await verifyAuditChain(db, { keys: { current: keyB, previous: [keyA] } })).toMatchObject(
      {
        ok: false,
      },
    );
  });
});

/** The guards lifted and put back, as the table's owner can (the second describe's database). */
async function lifted(db: Kysely<Database>, kind: string, change: () => Promise<void>) {
  if (kind === 'sqlite') {
    const { rows } = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
        WHERE type = 'trigger' AND tbl_name = 'audit_log'`.execute(db);
    for (const r of rows) await sql.raw(`DROP TRIGGER ${r.name}`).execute(db);
    try {
      await change();
    } finally {
      for (const r of rows) await sql.raw(r.sql).execute(db);
    }
  } else {
    await sql`ALTER TABLE audit_log DISABLE TRIGGER USER`.execute(db);
    try {
      await change();
    } finally {
      await sql`ALTER TABLE audit_log ENABLE TRIGGER USER`.execute(db);
    }
  }
}

describe.each(databaseKinds)('the CLI sees the close first on %s', (kind) => {
  it('`results` after the close seals the votes and queues the head for the operators; the server sends it', async () => {
    const database = await createTestDatabase(kind);
    const mailer = new MemoryMailer();
    const t = await startTestApp(database, { deps: { mailer } });
    try {
      const email = await addOperator(t.app);
      const operator = bearer(await signInOperator(t.app, mailer, email));
      const res = await t.app.inject({
        method: 'PUT',
        url: `${ADMIN}/election`,
        headers: operator,
        payload: {
          name: null,
          opensAt: null,
          closesAt: new Date(t.clock.now() + HOUR).toISOString(),
        },
      });
      expect(res.statusCode).toBe(200);
      t.clock.advance(2 * HOUR);
      const out: string[] = [];
      const code = await runAdmin(
        ['results'],
        { DATABASE_URL: database.url },
        { out: (l) => out.push(l), err: () => undefined, cwd: os.tmpdir(), now: t.clock.now },
      );
      expect(code).toBe(0);
      const { db } = t.app.votacao.database;
      const seal = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'votes.sealed')
        .executeTakeFirstOrThrow();
      expect(seal.actor).toBe('sistema');
      const queued = await db
        .selectFrom('mail_outbox')
        .select(['kind', 'recipient', 'status'])
        .where('kind', '=', 'audit-head')
        .execute();
      expect(queued).toEqual([{ kind: 'audit-head', recipient: email, status: 'queued' }]);
      await t.app.votacao.outbox.settled();
      const sent = mailer.sent.filter((m) => m.to === email && m.text.includes(seal.hash!));
      expect(sent).toHaveLength(1);
      // The server's own check afterwards seals nothing more and sends nothing more.
      await t.app.audit.anchor.tick();
      await t.app.votacao.outbox.settled();
      expect(mailer.sent.filter((m) => m.subject === sent[0]!.subject)).toHaveLength(1);
    } finally {
      await t.close();
      await database.drop();
    }
  });
});
