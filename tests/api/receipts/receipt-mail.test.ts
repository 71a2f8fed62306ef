/**
 * A vote queues its voter's receipt e-mail unless the one that covers it is still waiting
 * (queueReceiptMail, decision 261). That lookup names the voter and the kind; it must go through
 * an index by voter (mail_outbox_voter_idx, or mail_outbox_waiting_idx of migration 012):
 * through mail_outbox_due_idx (status, next_attempt_at), a plan SQLite once chose for the same
 * kind of lookup, every vote would read every e-mail waiting its hold, so a vote cost more the
 * more voters had just voted. PostgreSQL is asked on a table without statistics yet (the first
 * minutes of a poll). The statements are caught as they run and planned again with EXPLAIN
 * (QUERY PLAN on SQLite). And the text is read from `votes` through the voter's index when the
 * e-mail is sent.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { queueReceiptMail, receiptMailOf } from '../../../src/server/features/receipts/repository';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { spyStatements } from '../helpers/statements';

describe.each(databaseKinds)('receipt e-mails find their waiting row by voter on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let voterIds: number[] = [];
  /** The outbox and votes statements the second batch and a rendering ran. */
  const seen: CompiledQuery[] = [];
  const at = Date.UTC(2026, 10, 26, 12);
  const options = { subject: 'Seu voto foi registrado', holdMs: 120_000, giveUpAfterMs: 3_600_000 };
  const queue = (votes: { voterId: number; createdAt: number }[]) =>
    handle.db.transaction().execute((trx) => queueReceiptMail(trx, kind, votes, options));
  /** `indexesOnly`: PostgreSQL plans as if a scan were dear (whether an index path exists). */
  const plan = (query: CompiledQuery, indexesOnly = false) =>
    handle.db.connection().execute(async (connection) => {
      const explain = kind === 'sqlite' ? 'explain query plan' : 'explain';
      const off = indexesOnly && kind === 'postgres';
      if (off) await sql`set enable_seqscan = off`.execute(connection);
      try {
        const rows = await connection.executeQuery<Record<string, string>>(
          CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
        );
        return rows.rows.map((row) => Object.values(row).join(' ')).join('\n');
      } finally {
        if (off) await sql`reset enable_seqscan`.execute(connection);
      }
    });

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
    const ids: { id: number }[] = [];
    for (let i = 0; i < voters.length; i += 500) {
      ids.push(
        ...(await handle.db
          .insertInto('voters')
          .values(voters.slice(i, i + 500))
          .returning('id')
          .execute()),
      );
    }
    voterIds = ids.map(({ id }) => id);
    // 5,000 voters with a receipt e-mail waiting its hold, as in the minutes of a busy poll.
    await queue(voterIds.slice(0, 5000).map((voterId) => ({ voterId, createdAt: at })));
    // SQLite with statistics, as a long-running server has them; PostgreSQL without, as a table
    // autovacuum has not analysed yet.
    if (kind === 'sqlite') await sql`analyze`.execute(handle.db);
    const restore = spyStatements((text, query) => {
      if (/mail_outbox/.test(text)) seen.push(query);
      return null;
    });
    try {
      // Two voters with a waiting e-mail (one of them twice) and one with none.
      const [a, b, newcomer] = [voterIds[6]!, voterIds[7]!, voterIds[5000]!];
      await queue([
        { voterId: a, createdAt: at + 1_000 },
        { voterId: b, createdAt: at + 1_000 },
        { voterId: a, createdAt: at + 1_001 },
        { voterId: newcomer, createdAt: at + 1_000 },
      ]);
    } finally {
      restore();
    }
  });
  afterAll(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('looks the voter’s e-mails up by the voter, never every waiting e-mail', async () => {
    const insert = seen.find((q) => /insert into "?mail_outbox"?/i.test(q.sql));
    expect(insert).toBeDefined();
    const details = await plan(insert!);
    // By the voter: mail_outbox_voter_idx (voter_id, created_at) also gives the order wanted.
    expect(details).toMatch(
      /(USING (COVERING )?INDEX|Index (Only )?Scan (Backward )?using) mail_outbox_(waiting|voter)_idx/,
    );
    expect(details).toMatch(/voter_id ?=/);
    expect(details).not.toContain('mail_outbox_due_idx');
    expect(details).not.toMatch(/(SCAN|Seq Scan on) mail_outbox\b/);
  });

  it('queues one e-mail for the voter without one, and none for those already waiting', async () => {
    const rows = await handle.db
      .selectFrom('mail_outbox')
      .select(['voter_id', 'next_attempt_at', 'created_at'])
      .where('voter_id', 'in', [voterIds[6]!, voterIds[7]!, voterIds[5000]!])
      .orderBy('voter_id')
      .execute();
    expect(rows.map((r) => ({ ...r, next_attempt_at: Number(r.next_attempt_at) }))).toEqual([
      { voter_id: voterIds[6], next_attempt_at: at + 120_000, created_at: expect.anything() },
      { voter_id: voterIds[7], next_attempt_at: at + 120_000, created_at: expect.anything() },
      {
        voter_id: voterIds[5000],
        next_attempt_at: at + 1_000 + 120_000,
        created_at: expect.anything(),
      },
    ]);
  });

  it('reads an e-mail’s votes through the voter’s index when it is sent', async () => {
    const row = await handle.db
      .selectFrom('mail_outbox')
      .select(['id', 'voter_id', 'created_at'])
      .where('voter_id', '=', voterIds[6]!)
      .executeTakeFirstOrThrow();
    const reads: CompiledQuery[] = [];
    const restore = spyStatements((text, query) => {
      if (/from "?votes"?/i.test(text)) reads.push(query);
      return null;
    });
    try {
      await receiptMailOf(handle.db, {
        id: row.id,
        voter_id: row.voter_id!,
        created_at: Number(row.created_at),
      });
    } finally {
      restore();
    }
    expect(reads).toHaveLength(1);
    expect(await plan(reads[0]!, true)).not.toMatch(/(\bSCAN|Seq Scan on) "?(votes|mail_outbox)\b/);
  });
});
