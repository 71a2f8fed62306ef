/**
 * A vote's receipt line joins its voter's receipt e-mail still waiting in the outbox
 * (queueCollectedLines). On SQLite the lookup must go through mail_outbox_waiting_idx (migration
 * 012): through mail_outbox_due_idx (status, next_attempt_at), the planner's choice before it,
 * every vote read every e-mail waiting its hold, so a vote cost more the more voters had just
 * voted. PostgreSQL takes one set-based statement per batch (queueCollectedLinesAtOnce).
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrations';
import { joinWaitingMessage, queueCollectedLines } from '../../src/server/mail/outbox';

import { createTestDatabase, type TestDatabase } from './helpers/databases';

describe('the receipt line finds its waiting e-mail by voter on SQLite', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const at = Date.UTC(2026, 10, 26, 12);
  const line = (voterId: number, n: number) => ({
    kind: 'receipt',
    voterId,
    to: `eleitor${voterId}@example.com`,
    subject: 'Seu voto foi registrado',
    header: `Olá, Eleitor ${voterId}.`,
    line: `Seu voto na categoria ${n} foi registrado. Recibo: R-${n}`,
    holdMs: 120_000,
  });

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    handle = createDatabase(database.config);
    await migrateToLatest(handle.db as never, handle.kind);
    // 300 voters, each with a receipt e-mail waiting its hold, as in the minutes of a busy poll.
    const voters = Array.from({ length: 300 }, (_, i) => ({
      nome: `Eleitor ${i + 1}`,
      email: `eleitor${i + 1}@example.com`,
      celular: `119${String(i).padStart(8, '0')}`,
      cpf: String(10_000_000_000 + i),
      created_at: at,
    }));
    const ids = await handle.db.insertInto('voters').values(voters).returning('id').execute();
    await handle.db.transaction().execute((trx) =>
      queueCollectedLines(
        trx,
        ids.map(({ id }, n) => line(id, n)),
        at,
        3_600_000,
        'sqlite',
      ),
    );
    await sql`analyze`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('reads the voter’s rows through mail_outbox_waiting_idx, not every waiting e-mail', async () => {
    const query = joinWaitingMessage(handle.db, line(7, 1000), at + 1_000).compile();
    const plan = await handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const details = plan.rows.map((row) => row.detail).join('\n');
    expect(details).toMatch(/mail_outbox USING (COVERING )?INDEX mail_outbox_waiting_idx/);
    expect(details).not.toContain('mail_outbox_due_idx');
  });

  it('appends the line to that voter’s waiting e-mail and to no other', async () => {
    const [voter] = await handle.db.selectFrom('voters').select('id').limit(1).execute();
    const id = voter!.id;
    const result = await joinWaitingMessage(
      handle.db,
      line(id, 1000),
      at + 1_000,
    ).executeTakeFirst();
    expect(Number(result.numUpdatedRows)).toBe(1);
    const rows = await handle.db
      .selectFrom('mail_outbox')
      .select(['voter_id', 'body'])
      .where('body', 'like', '%R-1000%')
      .execute();
    expect(rows).toEqual([
      { voter_id: id, body: expect.stringMatching(/R-0\nSeu voto .* R-1000$/) },
    ]);
  });
});
