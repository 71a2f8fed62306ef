/**
 * Auditoria's "Alvo" names its targets (issue 40 §7): GET /admin/audit's entries carry the
 * target's name as it is now (a voter's or operator's name, a category's, company's or
 * reminder's), read with one query per kind of target; a target that is gone has none, an
 * operator named by e-mail is its own name, and the CSV keeps the raw targets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditTargetLabel } from '../../../src/domain/integrityMessages';
import { CURRENT_EDITION } from '../../../src/server/db/currentEdition';
import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { recordAudit } from '../../../src/server/features/audit/audit';
import { auditCsv, listAudit } from '../../../src/server/features/audit/repository';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';

describe.each(databaseKinds)('audit targets by name on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const t0 = Date.UTC(2026, 10, 1, 12);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = createDatabase(database.config);
    await migrateToLatest(handle.db as never, handle.kind);
    const { db } = handle;
    const voter = await db
      .insertInto('voters')
      .values({
        nome: 'Fulano de Tal',
        email: 'fulano@example.com',
        celular: '11987654321',
        cpf: '52998224725',
        created_at: t0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const operator = await db
      .insertInto('operators')
      .values({ email: 'ana@associacao.org.br', nome: 'Ana Souza', created_at: t0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await db
      .insertInto('categories')
      .values({ name: 'Padarias', created_at: t0, edition_id: CURRENT_EDITION })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reminder = await db
      .insertInto('reminders')
      .values({
        subject: 'Ainda dá tempo de votar',
        body: 'Olá, {nome}!',
        created_by: 'ana@associacao.org.br',
        created_at: t0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entries: [string, string | null, object?][] = [
      ['operator.sign-in', `operator:${operator.id}`],
      ['voter.invalidate', `voter:${voter.id}`],
      ['voter.erase', 'voter:999999'],
      ['category.rename', `category:${category.id}`],
      ['company.delete', 'company:888888', { before: { name: 'Padaria Antiga' } }],
      ['reminder.send', `reminder:${reminder.id}`],
      ['operator.add', 'operator:bia@associacao.org.br'],
      ['election.update', 'election'],
    ];
    let minute = 0;
    for (const [action, target, extra] of entries) {
      minute += 1;
      await recordAudit(db, {
        at: t0 + minute * 60_000,
        actor: 'ana@associacao.org.br',
        action: action as never,
        target,
        ...extra,
      });
    }
  });
  afterAll(async () => {
    await handle.destroy();
    await database.drop();
  });

  it('names each target as it is now; a target that is gone has no name', async () => {
    const page = await listAudit(handle.db, {}, { limit: 50, offset: 0 });
    const byAction = new Map(page.data.map((e) => [e.action, e]));
    const name = (action: string) => byAction.get(action as never)?.targetName;
    expect(name('operator.sign-in')).toBe('Ana Souza');
    expect(name('voter.invalidate')).toBe('Fulano de Tal');
    expect(name('category.rename')).toBe('Padarias');
    expect(name('reminder.send')).toBe('Ainda dá tempo de votar');
    expect(name('operator.add')).toBe('bia@associacao.org.br');
    expect(byAction.get('voter.erase')).not.toHaveProperty('targetName');
    expect(byAction.get('company.delete')).not.toHaveProperty('targetName');
    expect(byAction.get('election.update')).not.toHaveProperty('targetName');

    // As the console writes them in "Alvo".
    expect(page.data.map((e) => auditTargetLabel(e))).toEqual([
      'Eleição',
      'Operador bia@associacao.org.br',
      'Lembrete “Ainda dá tempo de votar”',
      'Empresa “Padaria Antiga”',
      'Categoria “Padarias”',
      'Eleitor #999999',
      expect.stringMatching(/^Eleitor Fulano de Tal \(#\d+\)$/),
      expect.stringMatching(/^Operador Ana Souza \(#\d+\)$/),
    ]);
  });

  it('the CSV keeps the raw targets', async () => {
    const csv = await auditCsv(handle.db, {});
    expect(csv).toMatch(/;voter:\d+;/);
    expect(csv).not.toContain('Fulano de Tal');
  });
});
