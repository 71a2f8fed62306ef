/**
 * 008_round_two (issue 25):
 * - sign_in_links: every sign-in link sent stays valid until it expires or is used, whoever asks
 *   for the next code (decision 172). Links already sent with a code are carried over.
 * - operator_sign_in_links: the same for operators, whose every code e-mail carries a link.
 * - voters.erased_at: an erased voter is known by this flag, not by the placeholder name
 *   (a voter really named "Eleitor removido" is a voter like any other).
 * - audit_log stays append-only but for one change: erasing a voter may replace a row's reason by
 *   the fixed text ERASED_REASON (nothing else of the row, and no other text). DELETE, TRUNCATE
 *   and any other UPDATE are still refused by the database.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

const ERASED_REASON = '(removido com os dados pessoais)';
const MESSAGE = 'audit_log is append-only (only the reason of an erased voter may be replaced)';
const SAME_ROW = ['id', 'at', 'actor', 'action', 'target', 'before_json', 'after_json']
  .map((c) => `NEW.${c} IS NOT DISTINCT FROM OLD.${c}`)
  .join(' AND ');

async function auditEraseOnly(db: Db, kind: DatabaseKind) {
  if (kind === 'sqlite') {
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    const same = SAME_ROW.replaceAll('IS NOT DISTINCT FROM', 'IS');
    await sql
      .raw(
        `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
         WHEN NOT (${same} AND NEW.reason = '${ERASED_REASON}')
         BEGIN SELECT RAISE(ABORT, '${MESSAGE}'); END`,
      )
      .execute(db);
    return;
  }
  await sql`DROP TRIGGER audit_log_append_only ON audit_log`.execute(db);
  await sql
    .raw(
      `CREATE TRIGGER audit_log_append_only BEFORE DELETE OR TRUNCATE ON audit_log
       FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE FUNCTION audit_log_erase_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF ${SAME_ROW} AND NEW.reason = '${ERASED_REASON}' THEN RETURN NEW; END IF;
         RAISE EXCEPTION '${MESSAGE}' USING ERRCODE = 'insufficient_privilege';
       END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER audit_log_erase_only BEFORE UPDATE ON audit_log
       FOR EACH ROW EXECUTE FUNCTION audit_log_erase_only()`,
    )
    .execute(db);
}

export const roundTwo = (kind: DatabaseKind): Migration => ({
  async up(db: Db) {
    await auditEraseOnly(db, kind);
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
    // The operators' sign-in links (issue 25, item 2): every operator code e-mail carries one.
    await db.schema
      .createTable('operator_sign_in_links')
      .addColumn('link_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('operator_id', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
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
    await db.schema.dropTable('operator_sign_in_links').execute();
  },
});
