/**
 * 019_reminders_in_the_outbox on SQLite and PostgreSQL: a reminder's jobs (the second queue
 * beside the outbox) become outbox rows, and its counts stay: a job handed over gives its row the
 * reminder, a waiting job becomes a queued row, a settled one a skipped (voted meanwhile) or
 * failed row. Down puts the jobs back (and removes the rows the outbox had not sent), drops
 * mail_throttles and the column.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { migratorUpTo } from '../helpers/migrator';

describe.each(databaseKinds)('migration 019 on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = createDatabase(database.config);
  });
  afterAll(async () => {
    await handle.destroy();
    await database.drop();
  });

  it('turns jobs into outbox rows with the same counts, and goes back down', async () => {
    const migrator = (upTo: string) => migratorUpTo(handle, kind, upTo);
    const before = await (await migrator('018_mail_bounces')).migrateToLatest();
    expect(before.error).toBeUndefined();

    const db = handle.db;
    for (let n = 1; n <= 5; n++) {
      await sql`INSERT INTO voters (nome, email, celular, cpf, created_at)
                VALUES (${`Eleitor ${n}`}, ${`e${n}@example.com`}, ${'11987654321'},
                        ${`0000000000${n}`}, ${1})`.execute(db);
    }
    await sql`INSERT INTO reminders (subject, body, created_by, created_at)
              VALUES ('Ainda dá tempo', 'Olá, {nome}!', 'ana@example.org', 1000)`.execute(db);
    // Job 1 was handed over and sent: its message is this row.
    await sql`INSERT INTO mail_outbox (kind, recipient, subject, body, voter_id, status,
                                       next_attempt_at, give_up_at, created_at, sent_at)
              VALUES ('reminder', 'e1@example.com', 'Ainda dá tempo', NULL, 1, 'sent',
                      1000, 2000, 1000, 1500)`.execute(db);
    const handed = await sql<{ id: number }>`SELECT id FROM mail_outbox`.execute(db);
    const jobs: [number, string, number | null][] = [
      [1, 'sent', handed.rows[0]!.id],
      [2, 'queued', null],
      [3, 'sending', null],
      // The old worker's "sent" without a message: the voter had voted everywhere meanwhile.
      [4, 'sent', null],
      [5, 'failed', null],
    ];
    for (const [voter, status, outbox] of jobs) {
      await sql`INSERT INTO reminder_jobs (reminder_id, voter_id, status, attempts, outbox_id,
                                           updated_at)
                VALUES (1, ${voter}, ${status}, 1, ${outbox}, 1200)`.execute(db);
    }

    const up = await (await migrator('019_reminders_in_the_outbox')).migrateToLatest();
    expect(up.error).toBeUndefined();
    const rows = await sql<{ voter_id: number; status: string; body: string | null }>`
      SELECT voter_id, status, body FROM mail_outbox WHERE reminder_id = 1 ORDER BY voter_id`.execute(
      db,
    );
    expect(rows.rows).toEqual([
      { voter_id: 1, status: 'sent', body: null },
      { voter_id: 2, status: 'queued', body: '' },
      { voter_id: 3, status: 'queued', body: '' },
      { voter_id: 4, status: 'skipped', body: null },
      { voter_id: 5, status: 'failed', body: null },
    ]);
    await expect(sql`SELECT id FROM reminder_jobs`.execute(db)).rejects.toThrow();
    await sql`INSERT INTO mail_throttles (kind, next_at) VALUES ('reminder', 0)`.execute(db);

    const down = await (await migrator('019_reminders_in_the_outbox')).migrateDown();
    expect(down.error).toBeUndefined();
    const back = await sql<{ voter_id: number; status: string; has_outbox: number }>`
      SELECT voter_id, status, CASE WHEN outbox_id IS NULL THEN 0 ELSE 1 END AS has_outbox
        FROM reminder_jobs ORDER BY voter_id`.execute(db);
    expect(back.rows.map((r) => ({ ...r, has_outbox: Number(r.has_outbox) }))).toEqual([
      { voter_id: 1, status: 'sent', has_outbox: 1 },
      { voter_id: 2, status: 'queued', has_outbox: 0 },
      { voter_id: 3, status: 'queued', has_outbox: 0 },
      { voter_id: 4, status: 'sent', has_outbox: 0 },
      { voter_id: 5, status: 'failed', has_outbox: 1 },
    ]);
    // The rows the old worker hands over again are gone; the sent one stays.
    const left = await sql<{ n: number }>`SELECT count(*) AS n FROM mail_outbox`.execute(db);
    expect(Number(left.rows[0]!.n)).toBe(2);
    await expect(sql`SELECT reminder_id FROM mail_outbox`.execute(db)).rejects.toThrow();
    await expect(sql`SELECT kind FROM mail_throttles`.execute(db)).rejects.toThrow();
    // And up again, from jobs the old code wrote: the same rows.
    const again = await (await migrator('019_reminders_in_the_outbox')).migrateToLatest();
    expect(again.error).toBeUndefined();
  });
});
