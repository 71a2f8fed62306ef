/** 001_initial: voters, their codes and limits, the catalogue and the votes. */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

export function idColumn(kind: DatabaseKind) {
  return kind === 'postgres'
    ? ({ type: 'serial', build: (col: ColumnDefinitionBuilder) => col.primaryKey() } as const)
    : ({
        type: 'integer',
        build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement(),
      } as const);
}

export function initial(kind: DatabaseKind): Migration {
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
