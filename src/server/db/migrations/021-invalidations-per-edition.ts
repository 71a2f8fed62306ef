/**
 * 021_invalidations_per_edition (issue 41 §1, decision 313): an operator's invalidation of a
 * voter belongs to the edition it was made in. The flags on `voters` (invalidated_at, _reason,
 * _by, _category) stay the current edition's, so every tally, the vote's own statements and the
 * session check read them unchanged; the other editions' flags wait in `voter_invalidations`, and
 * making an edition current swaps them (features/editions/repository.ts makeCurrent), in its
 * transaction.
 *
 * Down: only while no other edition holds flags (with them, folding would lose them or apply
 * them to the wrong year); 020's down refuses two editions anyway.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export const DOWN_REFUSED_021 =
  'Migration 021 down: another edition holds invalidations; dropping voter_invalidations would lose them.';

export const invalidationsPerEdition: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('voter_invalidations')
      .addColumn('edition_id', 'integer', (c) =>
        c.notNull().references('editions.id').onDelete('restrict'),
      )
      .addColumn('voter_id', 'integer', (c) =>
        c.notNull().references('voters.id').onDelete('restrict'),
      )
      .addColumn('invalidated_at', 'bigint', (c) => c.notNull())
      .addColumn('invalidated_reason', 'text')
      .addColumn('invalidated_by', 'varchar(254)')
      .addColumn('invalidated_category', 'varchar(32)')
      .addPrimaryKeyConstraint('voter_invalidations_pk', ['edition_id', 'voter_id'])
      .execute();
  },
  async down(db: Db) {
    const { rows } = await sql<{
      n: number | string;
    }>`SELECT count(*) AS n FROM voter_invalidations`.execute(db);
    if (Number(rows[0]?.n ?? 0) > 0) throw new Error(DOWN_REFUSED_021);
    await db.schema.dropTable('voter_invalidations').execute();
  },
};
