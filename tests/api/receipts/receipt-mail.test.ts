/**
 * A vote's receipt line joins its voter's receipt e-mail still waiting in the outbox
 * (queueCollectedLines). On SQLite the lookup must go through mail_outbox_waiting_idx (migration
 * 012): through mail_outbox_due_idx (status, next_attempt_at), the planner's choice before it,
 * every vote read every e-mail waiting its hold, so a vote cost more the more voters had just
 * voted. PostgreSQL, on a table without statistics yet (the first minutes of a poll), planned
 * its batch lookup the same way. The statements are caught as they run and planned again with
 * EXPLAIN (QUERY PLAN on SQLite).
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { queueCollectedLines, type CollectedLine } from '../../../src/server/mail/outbox';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { spyStatements } from '../helpers/statements';

describe.each(databaseKinds)('receipt lines find their waiting e-mails by voter on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let voterIds: number[] = [];
  /** The outbox statements the lines of the second batch ran. */
  const seen: CompiledQuery[] = [];
  const at = Date.UTC(2026, 10, 26, 12);
  const line = (voterId: number, n: number): CollectedLine => ({
    kind: 'receipt',
    voterId,
    to: `eleitor${voterId}@example.com`,
    subject: 'Seu voto foi registrado',
    header: `Olá, Eleitor ${voterId}.`,
    line: `Seu voto na categoria ${n} foi registrado. Recibo: R-${n}`,
    holdMs: 120_000,
  });
  const queue = (lines: CollectedLine[], when: number) =>
    handle.db
      .transaction()
      .execute((trx) => queueCollectedLines(trx, lines, when, 3_600_000, kind));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = createDatabase(database.config);
    await migrateToLatest(handle.db as never, handle.kind);
    const voters = Array.from({ length: 5001 }, (_, i) => ({
      nome: `Eleitor ${i + 1}`,
      email: `eleitor${i + 1}@example.com`,
      celular: `119${String(i).padStart(8, '0')}`,
      cpf: String(10_000_000_000 + i),
      created_at: at,
    }));
    const ids = await handle.db.insertInto('voters').values(voters).returning('id').execute();
    voterIds = ids.map(({ id }) => id);
    // 5,000 voters with a receipt e-mail waiting its hold, as in the minutes of a busy poll.
    await queue(
      voterIds.slice(0, 5000).map((id, n) => line(id, n)),
      at,
    );
    // SQLite with statistics, as a long-running server has them; PostgreSQL without, as a table
    // autovacuum has not analysed yet.
    if (kind === 'sqlite') await sql`analyze`.execute(handle.db);
    // Two voters with a waiting e-mail (one of them twice) and one with none; the outbox's
    // statements are caught as they run.
    const restore = spyStatements((text, query) => {
      if (/mail_outbox/.test(text)) seen.push(query);
      return null;
    });
    try {
      const [a, b, newcomer] = [voterIds[6]!, voterIds[7]!, voterIds[5000]!];
      await queue([line(a, 1001), line(b, 1002), line(a, 1003), line(newcomer, 1004)], at + 1_000);
    } finally {
      restore();
    }
  });
  afterAll(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('reads each voter’s rows through mail_outbox_waiting_idx, never every waiting e-mail', async () => {
    const update = seen.find((q) => /^\s*WITH[\s\S]*UPDATE mail_outbox/i.test(q.sql));
    expect(update).toBeDefined();
    const explain = kind === 'sqlite' ? 'explain query plan' : 'explain';
    const plan = await handle.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${explain} ${update!.sql}`, [...update!.parameters]),
    );
    const details = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(details).toMatch(
      /(USING (COVERING )?INDEX|Index (Only )?Scan using) mail_outbox_waiting_idx/,
    );
    expect(details).not.toContain('mail_outbox_due_idx');
    expect(details).not.toMatch(/(SCAN|Seq Scan on) mail_outbox\b/);
  });

  it('appends to the waiting e-mails in order and queues one for the voter without', async () => {
    const bodies = await handle.db
      .selectFrom('mail_outbox')
      .select(['voter_id', 'body', 'next_attempt_at'])
      .where('voter_id', 'in', [voterIds[6]!, voterIds[7]!, voterIds[5000]!])
      .orderBy('voter_id')
      .execute();
    expect(bodies).toEqual([
      {
        voter_id: voterIds[6],
        body: expect.stringMatching(/R-6\nSeu voto .* R-1001\nSeu voto .* R-1003$/),
        next_attempt_at: at + 120_000,
      },
      {
        voter_id: voterIds[7],
        body: expect.stringMatching(/R-7\nSeu voto .* R-1002$/),
        next_attempt_at: at + 120_000,
      },
      {
        voter_id: voterIds[5000],
        body: 'Olá, Eleitor 5001.\nSeu voto na categoria 1004 foi registrado. Recibo: R-1004',
        next_attempt_at: at + 1_000 + 120_000,
      },
    ]);
  });
});
