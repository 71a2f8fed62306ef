/**
 * The current edition's election row (one per edition, its id the edition's: migration 020;
 * before it, the single row id = 1).
 */
import type { Kysely } from 'kysely';

import { CURRENT_EDITION } from '../../db/currentEdition';
import type { ElectionRow, Database } from '../../db/schema';

export interface ElectionWindow {
  name: string | null;
  opens_at: number | null;
  closes_at: number | null;
}

export function electionRepository(db: Kysely<Database>) {
  return {
    read(): Promise<ElectionRow> {
      return db
        .selectFrom('election')
        .selectAll()
        .where('id', '=', CURRENT_EDITION)
        .executeTakeFirstOrThrow();
    },

    /**
     * Only the edition and its version: what another process's change (or another edition made
     * current) is detected by.
     */
    async version(): Promise<{ id: number; version: number }> {
      const row = await db
        .selectFrom('election')
        .select(['id', 'version'])
        .where('id', '=', CURRENT_EDITION)
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), version: Number(row.version) };
    },

    /**
     * Sets name and window (never touches a publication: a published election refuses window
     * changes, electionService.update). `reopening`: a reopening after the results were read,
     * recorded in election_reopenings, and the read forgotten (the next close starts afresh).
     */
    async update(
      window: ElectionWindow,
      at: number,
      reopening: { resultsReadAt: number; reason: string } | null = null,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('election')
          .set((eb) => ({
            ...window,
            ...(reopening ? { results_read_at: null } : {}),
            version: eb('version', '+', 1),
            updated_at: at,
          }))
          .where('id', '=', CURRENT_EDITION)
          .execute();
        if (reopening) {
          await trx
            .insertInto('election_reopenings')
            .values({
              edition_id: CURRENT_EDITION,
              results_read_at: reopening.resultsReadAt,
              reopened_at: at,
              reason: reopening.reason,
            })
            .execute();
        }
      });
    },

    /**
     * Notes the first read of the results per company since the last close; true when this was
     * it. No version bump: the view does not change (electionService.update reads the row fresh).
     */
    async markResultsRead(at: number): Promise<boolean> {
      const result = await db
        .updateTable('election')
        .set({ results_read_at: at })
        .where('id', '=', CURRENT_EDITION)
        .where('results_read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Reopenings after the results were read, oldest first. */
    reopenings(): Promise<{ results_read_at: number; reopened_at: number; reason: string }[]> {
      return db
        .selectFrom('election_reopenings')
        .select(['results_read_at', 'reopened_at', 'reason'])
        .where('edition_id', '=', CURRENT_EDITION)
        .orderBy('id')
        .execute();
    },

    /**
     * Withdraws the standing publication ("Retirar a publicação"): its row is marked withdrawn
     * (when, the category) and the election is closed and unpublished again. Null when nothing
     * was published; else the withdrawn publication's version.
     */
    async withdrawPublication(at: number, category: string): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const unpublished = await trx
          .updateTable('election')
          .set((eb) => ({
            results_published_at: null,
            version: eb('version', '+', 1),
            updated_at: at,
          }))
          .where('id', '=', CURRENT_EDITION)
          .where('results_published_at', 'is not', null)
          .executeTakeFirst();
        if (Number(unpublished.numUpdatedRows) === 0) return null;
        const latest = await trx
          .selectFrom('publications')
          .select(['id', 'version'])
          .where('edition_id', '=', CURRENT_EDITION)
          .where('withdrawn_at', 'is', null)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!latest) return null;
        await trx
          .updateTable('publications')
          .set({ withdrawn_at: at, withdrawn_category: category })
          .where('id', '=', latest.id)
          .execute();
        return latest.version === null ? null : Number(latest.version);
      });
    },

    /** Publishes the results unless they already are; false when the row was not closed at `at`. */
    async publish(at: number): Promise<boolean> {
      const result = await db
        .updateTable('election')
        .set((eb) => ({ results_published_at: at, version: eb('version', '+', 1), updated_at: at }))
        .where('id', '=', CURRENT_EDITION)
        .where('results_published_at', 'is', null)
        .where('closes_at', 'is not', null)
        .where('closes_at', '<=', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type ElectionRepository = ReturnType<typeof electionRepository>;
