/**
 * 004_integrity_and_audit: the append-only audit trail, and the network prefix (IPv4 /24, IPv6
 * /64, never the full address) of each sign-up and vote, read by the integrity review.
 * `invalidated_at` and `token_version` come from 002_hardening; this adds who invalidated a voter
 * and why. The database itself refuses UPDATE and DELETE on `audit_log` (decision 101).
 */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

const APPEND_ONLY_MESSAGE = 'audit_log is append-only';

export function integrityAndAudit(kind: DatabaseKind): Migration {
  const id =
    kind === 'postgres'
      ? ({ type: 'serial', build: (col: ColumnDefinitionBuilder) => col.primaryKey() } as const)
      : ({
          type: 'integer',
          build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement(),
        } as const);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', id.type, id.build)
        .addColumn('at', 'bigint', (col) => col.notNull())
        .addColumn('actor', 'varchar(254)', (col) => col.notNull())
        .addColumn('action', 'varchar(64)', (col) => col.notNull())
        .addColumn('target', 'varchar(200)')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('reason', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
      await db.schema
        .createIndex('audit_log_actor_at_idx')
        .on('audit_log')
        .columns(['actor', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_log_action_at_idx')
        .on('audit_log')
        .columns(['action', 'at'])
        .execute();

      if (kind === 'sqlite') {
        for (const op of ['UPDATE', 'DELETE']) {
          await sql
            .raw(
              `CREATE TRIGGER audit_log_no_${op.toLowerCase()} BEFORE ${op} ON audit_log
               BEGIN SELECT RAISE(ABORT, '${APPEND_ONLY_MESSAGE}'); END`,
            )
            .execute(db);
        }
      } else {
        await sql
          .raw(
            `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
               RAISE EXCEPTION '${APPEND_ONLY_MESSAGE}: % refused', TG_OP
                 USING ERRCODE = 'insufficient_privilege';
             END $$`,
          )
          .execute(db);
        // Statement-level, so even a DELETE that matches no row (or a TRUNCATE) is refused.
        await sql
          .raw(
            `CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
             FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
          )
          .execute(db);
      }

      await db.schema.alterTable('voters').addColumn('signup_prefix', 'varchar(64)').execute();
      await db.schema.alterTable('voters').addColumn('invalidated_reason', 'text').execute();
      await db.schema.alterTable('voters').addColumn('invalidated_by', 'varchar(254)').execute();
      await db.schema.alterTable('votes').addColumn('prefix', 'varchar(64)').execute();
      // The vote-burst check reads "votes for this company in this window".
      await db.schema
        .createIndex('votes_company_created_idx')
        .on('votes')
        .columns(['company_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('voters_prefix_created_idx')
        .on('voters')
        .columns(['signup_prefix', 'created_at'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropIndex('voters_prefix_created_idx').execute();
      await db.schema.dropIndex('votes_company_created_idx').execute();
      await db.schema.alterTable('votes').dropColumn('prefix').execute();
      for (const column of ['invalidated_by', 'invalidated_reason', 'signup_prefix']) {
        await db.schema.alterTable('voters').dropColumn(column).execute();
      }
      await db.schema.dropTable('audit_log').execute();
      if (kind === 'postgres') await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
    },
  };
}
