/**
 * The audit trail on a real database: recordAudit appends, listAudit filters and pages, the CSV
 * neutralises formulas, and the database itself refuses UPDATE, DELETE (and TRUNCATE on
 * PostgreSQL) on audit_log: the attack on the trail fails at the database, not in our code.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { recordAudit } from '../../../src/server/features/audit/audit';
import { auditCsv, listAudit } from '../../../src/server/features/audit/repository';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';

describe.each(databaseKinds)('audit trail on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const t0 = Date.UTC(2026, 10, 1, 12);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = createDatabase(database.config);
    await migrateToLatest(handle.db as never, handle.kind);
    await recordAudit(handle.db, {
      at: t0,
      actor: 'ana@associacao.org.br',
      action: 'operator.sign-in',
    });
    await recordAudit(handle.db, {
      at: t0 + 60_000,
      actor: 'ana@associacao.org.br',
      action: 'voter.invalidate',
      target: 'voter:42',
      before: { invalidated: false },
      after: { invalidated: true },
      reason: 'Cadastro em rajada; endereços sequenciais',
    });
    await recordAudit(handle.db, {
      at: t0 + 120_000,
      actor: 'cli:root',
      action: 'catalog.import',
      target: 'catalog',
      after: { categoriesAdded: 2, companiesAdded: 5 },
      reason: '=HYPERLINK("http://x")',
    });
  });
  afterAll(async () => {
    await handle.destroy();
    await database.drop();
  });

  it('lists newest first with before/after parsed back and the total', async () => {
    const page = await listAudit(handle.db, {}, { limit: 2, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.data.map((e) => e.action)).toEqual(['catalog.import', 'voter.invalidate']);
    expect(page.data[1]).toEqual({
      id: expect.any(Number),
      at: new Date(t0 + 60_000).toISOString(),
      actor: 'ana@associacao.org.br',
      action: 'voter.invalidate',
      target: 'voter:42',
      before: { invalidated: false },
      after: { invalidated: true },
      reason: 'Cadastro em rajada; endereços sequenciais',
    });
    const next = await listAudit(handle.db, {}, { limit: 2, offset: 2 });
    expect(next.data.map((e) => e.action)).toEqual(['operator.sign-in']);
  });

  it('filters by actor (substring, case-insensitive, LIKE wildcards taken literally), action and time', async () => {
    const byActor = await listAudit(handle.db, { actor: 'ANA@' }, { limit: 50, offset: 0 });
    expect(byActor.total).toBe(2);
    expect((await listAudit(handle.db, { actor: '%' }, { limit: 50, offset: 0 })).total).toBe(0);
    const byAction = await listAudit(
      handle.db,
      { action: 'catalog.import' },
      { limit: 50, offset: 0 },
    );
    expect(byAction.data.map((e) => e.actor)).toEqual(['cli:root']);
    const byTime = await listAudit(
      handle.db,
      { from: t0 + 30_000, to: t0 + 90_000 },
      { limit: 50, offset: 0 },
    );
    expect(byTime.data.map((e) => e.action)).toEqual(['voter.invalidate']);
  });

  it('exports CSV oldest first, ";" separated, with spreadsheet formulas neutralised', async () => {
    const csv = await auditCsv(handle.db, {});
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id;quando;quem;acao;alvo;antes;depois;motivo');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(';operator.sign-in;');
    expect(lines[2]).toContain('"Cadastro em rajada; endereços sequenciais"');
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('the database refuses UPDATE and DELETE on audit_log, and the rows stay', async () => {
    await expect(sql`update audit_log set reason = 'apagado'`.execute(handle.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(handle.db)).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from audit_log where action = 'voter.invalidate'`.execute(handle.db),
    ).rejects.toThrow(/append-only/);
    if (kind === 'postgres') {
      await expect(sql`truncate audit_log`.execute(handle.db)).rejects.toThrow(/append-only/);
    }
    const rows = await sql<{ n: number }>`select count(*) as n from audit_log`.execute(handle.db);
    expect(Number(rows.rows[0]?.n)).toBe(3);
    const page = await listAudit(
      handle.db,
      { action: 'voter.invalidate' },
      { limit: 5, offset: 0 },
    );
    expect(page.data[0]?.reason).toBe('Cadastro em rajada; endereços sequenciais');
  });
});
