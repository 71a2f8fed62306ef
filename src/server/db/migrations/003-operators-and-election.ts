/**
 * Migration 003_operators_and_election: the people who run the award (operators), their
 * one-time codes and limits (same rules as the voters'), and the award's single election row.
 * Unset dates mean "always open", so a database migrated from 001 keeps today's behaviour.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

export function operatorsAndElection(kind: DatabaseKind): Migration {
  return {
    async up(db: Db) {
      let operators = db.schema.createTable('operators');
      operators =
        kind === 'postgres'
          ? operators.addColumn('id', 'serial', (col) => col.primaryKey())
          : operators.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
      await operators
        .addColumn('email', 'varchar(254)', (col) => col.notNull())
        .addColumn('nome', 'varchar(200)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('operators_email_unique', ['email'])
        .execute();

      // Same shape as one_time_codes / otp_limits, keyed by operator.
      await db.schema
        .createTable('operator_codes')
        .addColumn('operator_id', 'integer', (col) =>
          col.primaryKey().references('operators.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'varchar(128)', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('operator_code_limits')
        .addColumn('operator_id', 'integer', (col) =>
          col.primaryKey().references('operators.id').onDelete('cascade'),
        )
        .addColumn('last_sent_at', 'bigint')
        .addColumn('send_window_start', 'bigint')
        .addColumn('send_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('failure_window_start', 'bigint')
        .addColumn('failure_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      // One row (id = 1), enforced by the CHECK; `version` grows on every change so that every
      // process's in-memory copy can tell it is stale with one cheap read.
      await db.schema
        .createTable('election')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('name', 'varchar(200)')
        .addColumn('opens_at', 'bigint')
        .addColumn('closes_at', 'bigint')
        .addColumn('results_published_at', 'bigint')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint')
        .execute();
      await db
        .insertInto('election' as never)
        .values({ id: 1, version: 0 } as never)
        .execute();
    },
    async down(db: Db) {
      for (const table of ['election', 'operator_code_limits', 'operator_codes', 'operators']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
