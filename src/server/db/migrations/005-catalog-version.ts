/**
 * 005_catalog_version: one number that changes whenever a category or company does, kept by
 * triggers, so every writer (import, console edits, another process, hand-written SQL) bumps it
 * and each server process can tell cheaply whether its in-memory catalogue is still current
 * (docs/decisions/121).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

const TABLES = ['categories', 'companies'] as const;
const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;

export function catalogVersion(kind: DatabaseKind): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('catalog_version')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('version', 'bigint', (col) => col.notNull())
        .execute();
      await sql`INSERT INTO catalog_version (id, version) VALUES (1, 1)`.execute(db);
      if (kind === 'postgres') {
        await sql
          .raw(
            `CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
               UPDATE catalog_version SET version = version + 1 WHERE id = 1;
               RETURN NULL;
             END $$`,
          )
          .execute(db);
        for (const table of TABLES) {
          await sql
            .raw(
              `CREATE TRIGGER ${table}_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
               ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump()`,
            )
            .execute(db);
        }
        return;
      }
      for (const table of TABLES) {
        for (const op of OPERATIONS) {
          await sql
            .raw(
              `CREATE TRIGGER ${table}_catalog_version_${op.toLowerCase()} AFTER ${op} ON ${table}
               BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END`,
            )
            .execute(db);
        }
      }
    },
    async down(db: Db) {
      if (kind === 'postgres') {
        for (const table of TABLES) {
          await sql.raw(`DROP TRIGGER ${table}_catalog_version ON ${table}`).execute(db);
        }
        await sql`DROP FUNCTION catalog_version_bump()`.execute(db);
      } else {
        for (const table of TABLES) {
          for (const op of OPERATIONS) {
            await sql.raw(`DROP TRIGGER ${table}_catalog_version_${op.toLowerCase()}`).execute(db);
          }
        }
      }
      await db.schema.dropTable('catalog_version').execute();
    },
  };
}
