/**
 * 024_member_lists (issue 41 §3, decision 321): the association's member list, imported per
 * edition, from which the nominations' suggestions come when there is one (otherwise from the
 * edition's catalogue).
 *
 * - member_lists: one row per edition that has a list: the file it came from, when, how many
 *   names. A new import replaces the edition's list (its row and its names).
 * - members: the names, normalised as the catalogue's (NFC, spaces collapsed, 1 to 200
 *   characters), each once per edition (primary key (edition_id, name)); only the name is kept,
 *   whatever other columns the file had. They go with their list (on delete cascade).
 *
 * Down drops both tables: a list is the operator's file, imported again after an up.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export const memberLists: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('member_lists')
      .addColumn('edition_id', 'integer', (c) =>
        c.primaryKey().references('editions.id').onDelete('restrict'),
      )
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('members', 'integer', (c) => c.notNull())
      .addColumn('imported_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('members')
      .addColumn('edition_id', 'integer', (c) =>
        c.notNull().references('member_lists.edition_id').onDelete('cascade'),
      )
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addPrimaryKeyConstraint('members_pkey', ['edition_id', 'name'])
      .execute();
  },

  async down(db: Db) {
    await db.schema.dropTable('members').execute();
    await db.schema.dropTable('member_lists').execute();
  },
};
