/**
 * 016_invalidation_category (issue 36, decision 240): why a voter was invalidated, as one of the
 * fixed categories of src/domain/admin.ts (INVALIDATION_CATEGORIES); the ata de apuração counts
 * by it and never prints the free-text reason, which stays for the audit trail. Voters already
 * invalidated had only the free text: they become "other" (Outro motivo).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export const invalidationCategory: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('voters').addColumn('invalidated_category', 'varchar(32)').execute();
    await sql`UPDATE voters SET invalidated_category = 'other' WHERE invalidated_at IS NOT NULL`.execute(
      db,
    );
  },
  async down(db: Db) {
    await db.schema.alterTable('voters').dropColumn('invalidated_category').execute();
  },
};
