/** Every table's rows: as text (to look for personal data anywhere, LGPD tests) or counted. */
import { sql, type Kysely } from 'kysely';

import type { DatabaseKind } from '../../../src/server/db/database';
import type { Database } from '../../../src/server/db/schema';

export async function everyTable(db: Kysely<never>, kind: DatabaseKind): Promise<string> {
  const tables =
    kind === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          db,
        );
  let dump = '';
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)}`.execute(db);
    dump += `${name}\n${JSON.stringify(rows.rows)}\n`;
  }
  return dump;
}

/** How many rows `table` holds. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
