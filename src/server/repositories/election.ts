/** The award's single election row (id = 1, created by migration 003). */
import type { Kysely } from 'kysely';

import type { ElectionRow, Database } from '../db/schema';

export interface ElectionWindow {
  name: string | null;
  opens_at: number | null;
  closes_at: number | null;
}

export function electionRepository(db: Kysely<Database>) {
  return {
    read(): Promise<ElectionRow> {
      return db.selectFrom('election').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },

    /** Only the version: what another process's change is detected by. */
    async version(): Promise<number> {
      const row = await db
        .selectFrom('election')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.version);
    },

    /** Sets name and window; `keepPublication` false also withdraws published results. */
    async update(window: ElectionWindow, keepPublication: boolean, at: number): Promise<void> {
      await db
        .updateTable('election')
        .set((eb) => ({
          ...window,
          ...(keepPublication ? {} : { results_published_at: null }),
          version: eb('version', '+', 1),
          updated_at: at,
        }))
        .where('id', '=', 1)
        .execute();
    },

    /** Publishes the results unless they already are; false when the row was not closed at `at`. */
    async publish(at: number): Promise<boolean> {
      const result = await db
        .updateTable('election')
        .set((eb) => ({ results_published_at: at, version: eb('version', '+', 1), updated_at: at }))
        .where('id', '=', 1)
        .where('results_published_at', 'is', null)
        .where('closes_at', 'is not', null)
        .where('closes_at', '<=', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ElectionRepository = ReturnType<typeof electionRepository>;
