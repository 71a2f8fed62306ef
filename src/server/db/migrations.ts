/**
 * Numbered migrations, run at start-up and by `npm run admin -- migrate`. Written once with
 * Kysely's schema builder; the only dialect difference is how an auto-increment key is spelled.
 * Never edit a released migration: add the next number.
 */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Migration, MigrationResultSet } from 'kysely/migration';

import type { DatabaseKind } from './database';
import { integrityAndAudit } from './migration004';
import { catalogVersion, countingIndexes } from './migration005';
import { signInLinks } from './migration006';
import { voterChoicesIndex } from './migration007';
import { roundTwo } from './migration008';
import { trust } from './migration009';
import { mailOutbox } from './migration010';
import { operatorSessions } from './migration011';
import { operatorsAndElection } from './operatorsAndElectionMigration';

type Db = Kysely<unknown>;

function idColumn(kind: DatabaseKind) {
  return kind === 'postgres'
    ? ({ type: 'serial', build: (col: ColumnDefinitionBuilder) => col.primaryKey() } as const)
    : ({
        type: 'integer',
        build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement(),
      } as const);
}

function initial(kind: DatabaseKind): Migration {
  const id = idColumn(kind);
  return {
    async up(db: Db) {
      await db.schema
        .createTable('voters')
        .addColumn('id', id.type, id.build)
        .addColumn('nome', 'varchar(200)', (col) => col.notNull())
        .addColumn('email', 'varchar(254)', (col) => col.notNull())
        .addColumn('celular', 'varchar(20)', (col) => col.notNull())
        .addColumn('cpf', 'char(11)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('voters_cpf_unique', ['cpf'])
        .addUniqueConstraint('voters_email_unique', ['email'])
        .execute();

      await db.schema
        .createTable('one_time_codes')
        .addColumn('voter_id', 'integer', (col) =>
          col.primaryKey().references('voters.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'varchar(128)', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('otp_limits')
        .addColumn('voter_id', 'integer', (col) =>
          col.primaryKey().references('voters.id').onDelete('cascade'),
        )
        .addColumn('last_sent_at', 'bigint')
        .addColumn('send_window_start', 'bigint')
        .addColumn('send_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('failure_window_start', 'bigint')
        .addColumn('failure_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .execute();

      await db.schema
        .createTable('categories')
        .addColumn('id', id.type, id.build)
        .addColumn('name', 'varchar(200)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('categories_name_unique', ['name'])
        .execute();

      await db.schema
        .createTable('companies')
        .addColumn('id', id.type, id.build)
        .addColumn('category_id', 'integer', (col) =>
          col.notNull().references('categories.id').onDelete('restrict'),
        )
        .addColumn('name', 'varchar(200)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('companies_category_name_unique', ['category_id', 'name'])
        // Target of the votes' composite foreign key: a vote's company must be in its category.
        .addUniqueConstraint('companies_id_category_unique', ['id', 'category_id'])
        .execute();

      await db.schema
        .createTable('votes')
        .addColumn('id', id.type, id.build)
        .addColumn('voter_id', 'integer', (col) =>
          col.notNull().references('voters.id').onDelete('restrict'),
        )
        .addColumn('category_id', 'integer', (col) =>
          col.notNull().references('categories.id').onDelete('restrict'),
        )
        .addColumn('company_id', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        // One vote per voter and category, guaranteed by the database itself.
        .addUniqueConstraint('votes_voter_category_unique', ['voter_id', 'category_id'])
        .addForeignKeyConstraint(
          'votes_company_in_category_fk',
          ['company_id', 'category_id'],
          'companies',
          ['id', 'category_id'],
          (fk) => fk.onDelete('restrict'),
        )
        .execute();

      await db.schema.createIndex('votes_company_idx').on('votes').column('company_id').execute();
    },
    async down(db: Db) {
      for (const table of [
        'votes',
        'companies',
        'categories',
        'otp_limits',
        'one_time_codes',
        'voters',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

/**
 * Hardening (docs/decisions/080, 083): token versions and invalidation on voters, the
 * consecutive-failure count on otp_limits, and an index to purge expired codes.
 */
const hardening: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('voters')
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('voters').addColumn('invalidated_at', 'bigint').execute();
    await db.schema
      .alterTable('otp_limits')
      .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('one_time_codes_expires_idx')
      .on('one_time_codes')
      .column('expires_at')
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('one_time_codes_expires_idx').execute();
    await db.schema.alterTable('otp_limits').dropColumn('consecutive_failures').execute();
    await db.schema.alterTable('voters').dropColumn('invalidated_at').execute();
    await db.schema.alterTable('voters').dropColumn('token_version').execute();
  },
};

export function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '001_initial': initial(kind),
    '002_hardening': hardening,
    '003_operators_and_election': operatorsAndElection(kind),
    '004_integrity_and_audit': integrityAndAudit(kind),
    '005_catalog_version': catalogVersion(kind),
    '005b_counting_indexes': countingIndexes,
    '006_sign_in_links': signInLinks,
    '007_voter_choices_index': voterChoicesIndex,
    '008_round_two': roundTwo(kind),
    '009_trust': trust(kind),
    '010_mail_outbox': mailOutbox(kind),
    '011_operator_sessions': operatorSessions,
  };
}

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResultSet['results'],
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/**
 * Kysely looks for its bookkeeping tables in every schema of a PostgreSQL database: with a
 * kysely_migration_lock left in another schema it would skip creating ours. Name ours.
 */
export async function migrationTableSchemaOf(
  db: Kysely<never>,
  kind: DatabaseKind,
): Promise<{ migrationTableSchema?: string }> {
  if (kind !== 'postgres') return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Kysely<never>, kind: DatabaseKind): Promise<string[]> {
  const migrator = new Migrator({
    db,
    ...(await migrationTableSchemaOf(db, kind)),
    provider: { getMigrations: async () => migrations(kind) },
    // Slices land in any order (003 reached main after 004 and 005): a database that already
    // has a later migration still gets an earlier one it lacks. Each migration touches its own
    // tables, so their order does not matter.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      failed
        ? `Database migration ${failed} failed: ${reason}`
        : `Could not open or migrate the database: ${reason}`,
      results,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
