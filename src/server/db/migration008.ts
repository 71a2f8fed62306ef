/**
 * 008_round_two (issue 25):
 * - sign_in_links: every sign-in link sent stays valid until it expires or is used, whoever asks
 *   for the next code (decision 172). Links already sent with a code are carried over.
 * - voters.erased_at: an erased voter is known by this flag, not by the placeholder name
 *   (a voter really named "Eleitor removido" is a voter like any other).
 */
import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

type Db = Kysely<unknown>;

export const roundTwo: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('sign_in_links')
      .addColumn('link_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('voter_id', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_links_voter_idx')
      .on('sign_in_links')
      .column('voter_id')
      .execute();
    await sql`INSERT INTO sign_in_links (link_hash, voter_id, expires_at, created_at)
              SELECT link_hash, voter_id, expires_at, created_at FROM one_time_codes
              WHERE link_hash IS NOT NULL`.execute(db);
    await db.schema.alterTable('voters').addColumn('erased_at', 'bigint').execute();
    // Voters erased before this migration: the placeholder name and e-mail together.
    await sql`UPDATE voters SET erased_at = created_at
              WHERE nome = 'Eleitor removido' AND email LIKE 'removido-%@apagado.invalid'`.execute(
      db,
    );
  },
  async down(db: Db) {
    await db.schema.alterTable('voters').dropColumn('erased_at').execute();
    await db.schema.dropTable('sign_in_links').execute();
  },
};
