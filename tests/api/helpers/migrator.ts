/** A Migrator that knows the migrations up to `upTo` (by name) only: up and down one step. */
import { Migrator } from 'kysely/migration';

import type { DatabaseHandle, DatabaseKind } from '../../../src/server/db/database';
import { migrationTableSchemaOf, migrations } from '../../../src/server/db/migrations';

export async function migratorUpTo(
  handle: DatabaseHandle,
  kind: DatabaseKind,
  upTo: string,
): Promise<Migrator> {
  const all = migrations(kind);
  return new Migrator({
    db: handle.db as never,
    ...(await migrationTableSchemaOf(handle.db as never, kind)),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(all).filter(([name]) => name <= upTo)),
    },
  });
}
