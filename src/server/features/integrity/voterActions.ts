/**
 * Invalidating and restoring voters (decision 104). An invalidated voter's votes stay stored but
 * stop counting in every tally (the tallies filter on voters.invalidated_at); their sessions end
 * (token_version bumped, the session cache told) and they can no longer vote. Each voter whose
 * state changes gets one audit row, written in the same transaction as the change.
 */
import type { Kysely } from 'kysely';

import type { InvalidationCategory, VoterActionResult } from '../../../domain/admin';
import type { Database } from '../../db/schema';
import { recordAuditMany } from '../audit';
import type { SessionGuard } from '../codes';
import { electionRepository } from '../election';

import { idChunks, setVotersInvalidated, voterStates, votesPerVoter } from './repository';

export const MAX_VOTERS_PER_ACTION = 10_000;

export class UnknownVotersError extends Error {
  constructor(readonly ids: number[]) {
    super(`Unknown voter ids: ${ids.slice(0, 10).join(', ')}`);
    this.name = 'UnknownVotersError';
  }
}

/**
 * The results are published (issue 36): invalidating or restoring a voter would change a
 * published count. Withdraw the publication first ("Retirar a publicação").
 */
export class ResultsPublishedError extends Error {
  constructor() {
    super('The results are published: withdraw the publication before changing voters');
    this.name = 'ResultsPublishedError';
  }
}

export type VoterActionInput = {
  voterIds: number[];
  /** Free text, for the audit trail only (the ata counts by `category`). */
  reason: string;
  /** Operator e-mail, or cli:<user>. */
  actor: string;
} & ({ invalidate: true; category: InvalidationCategory } | { invalidate: false });

export async function changeVoters(
  ctx: { database: { db: Kysely<Database> }; sessions: SessionGuard; now: () => number },
  input: VoterActionInput,
): Promise<VoterActionResult> {
  const ids = [...new Set(input.voterIds)];
  const at = ctx.now();
  const changed = await ctx.database.db.transaction().execute(async (trx) => {
    if ((await electionRepository(trx).read()).results_published_at !== null) {
      throw new ResultsPublishedError();
    }
    const rows: { id: number; invalidated_at: number | null }[] = [];
    for (const part of idChunks(ids)) rows.push(...(await voterStates(trx, part)));
    if (rows.length < ids.length) {
      const known = new Set(rows.map((r) => r.id));
      throw new UnknownVotersError(ids.filter((id) => !known.has(id)));
    }
    const targets = rows
      .filter((r) => (r.invalidated_at === null) === input.invalidate)
      .map((r) => r.id);
    const votes = new Map<number, number>();
    for (const part of idChunks(targets)) {
      for (const [id, n] of await votesPerVoter(trx, part)) votes.set(id, n);
      await setVotersInvalidated(
        trx,
        part,
        input.invalidate
          ? {
              invalidate: true,
              at,
              reason: input.reason,
              category: input.category,
              actor: input.actor,
            }
          : { invalidate: false },
      );
    }
    await recordAuditMany(
      trx,
      targets.map((id) => ({
        at,
        actor: input.actor,
        action: input.invalidate ? 'voter.invalidate' : 'voter.restore',
        target: `voter:${id}`,
        before: { invalidated: !input.invalidate },
        after: {
          invalidated: input.invalidate,
          ...(input.invalidate ? { category: input.category } : {}),
          votes: votes.get(id) ?? 0,
        },
        reason: input.reason,
      })),
    );
    let total = 0;
    for (const n of votes.values()) total += n;
    return { ids: targets, votes: total };
  });
  for (const id of changed.ids) ctx.sessions.forget(id);
  return { voters: changed.ids.length, votes: changed.votes };
}

/** Read side (what an operator sees of voters, search): repositories/adminVoters.ts. */
export { adminVoters } from './votersRepository';
