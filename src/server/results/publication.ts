/**
 * Publication (issue 26): when an operator publishes the results, the figures of the ata de
 * apuração are gathered once and stored with its digests (publications table), so the PDF
 * downloaded later is the same one, byte for byte, whatever happens afterwards.
 */
import type { Kysely } from 'kysely';

import {
  INVALIDATION_CATEGORIES,
  isInvalidationCategory,
  type InvalidationCategory,
} from '../../domain/admin';
import type { Election } from '../../domain/election';
import type { AtaSnapshot, PublicationDigests } from '../../domain/trust';
import { currentResults } from '../admin/ranking';
import { votesDigest } from '../audit/votesDigest';
import type { Database } from '../db/schema';
import { analyseIntegrity } from '../integrity/analyse';
import type { IntegrityConfig } from '../integrity/thresholds';
import { auditHead } from '../repositories/audit';
import { countedReceipts } from '../repositories/receipts';
import { resultsRepository } from '../repositories/results';
import { ballotBox } from '../repositories/voteSeal';

import { renderAta } from './ata';
import { receiptsText, sha256Hex } from './receiptsList';

/**
 * Invalidated voters and their stored votes per category, in the list's order (a voter without
 * a category, invalidated before migration 016 gave every one "other", counts as "other").
 */
async function invalidatedByCategory(db: Kysely<Database>): Promise<AtaSnapshot['invalidated']> {
  const rows = await db
    .selectFrom('voters')
    .leftJoin('votes', 'votes.voter_id', 'voters.id')
    .where('voters.invalidated_at', 'is not', null)
    .select((eb) => [
      'voters.invalidated_category as category',
      eb.fn.count<number>('voters.id').distinct().as('voters'),
      eb.fn.count<number>('votes.id').as('votes'),
    ])
    .groupBy('voters.invalidated_category')
    .execute();
  const by = new Map<InvalidationCategory, { voters: number; votes: number }>();
  for (const row of rows) {
    const category = isInvalidationCategory(row.category) ? row.category : 'other';
    const sum = by.get(category) ?? { voters: 0, votes: 0 };
    by.set(category, {
      voters: sum.voters + Number(row.voters),
      votes: sum.votes + Number(row.votes),
    });
  }
  return INVALIDATION_CATEGORIES.filter((c) => by.has(c)).map((category) => ({
    category,
    ...by.get(category)!,
  }));
}

/** Gathers the ata's figures now (the election closed, the publication just recorded). */
export async function gatherAta(
  db: Kysely<Database>,
  election: Election,
  integrity: IntegrityConfig,
  publishedAt: number,
): Promise<AtaSnapshot> {
  const repo = resultsRepository(db);
  const [results, turnout, receipts, invalidated, report, head, box] = await Promise.all([
    currentResults(repo, publishedAt),
    repo.turnout(),
    countedReceipts(db),
    invalidatedByCategory(db),
    analyseIntegrity(db, integrity, publishedAt),
    auditHead(db),
    ballotBox(db),
  ]);
  const receiptsBy = new Map(receipts.map((r) => [r.category, r.receipts.length]));
  const count = (s: string) => report.flags.filter((f) => f.severity === s).length;
  return {
    award: election.name,
    opensAt: election.opensAt,
    closesAt: election.closesAt,
    publishedAt: new Date(publishedAt).toISOString(),
    registeredVoters: turnout.registeredVoters,
    votersWhoVoted: turnout.votersWhoVoted,
    categories: results.data.map((c) => ({
      category: c.category,
      companies: c.companies.map(({ name, votes, rank }) => ({ name, votes, rank })),
      receipts: receiptsBy.get(c.category) ?? 0,
    })),
    invalidated,
    integrity: {
      flags: report.flags.length,
      high: count('high'),
      medium: count('medium'),
      low: count('low'),
    },
    receiptsSha256: sha256Hex(receiptsText(receipts)),
    votesSha256: votesDigest(box).sha256,
    auditHead: head ?? '',
  };
}

/** Gathers, renders and stores the publication; returns its digests. */
export async function recordPublication(
  db: Kysely<Database>,
  election: Election,
  integrity: IntegrityConfig,
  publishedAt: number,
): Promise<PublicationDigests> {
  const snapshot = await gatherAta(db, election, integrity, publishedAt);
  const pdf = await renderAta(snapshot);
  const ataSha256 = sha256Hex(pdf);
  await db
    .insertInto('publications')
    .values({
      published_at: publishedAt,
      receipts_sha256: snapshot.receiptsSha256,
      audit_head: snapshot.auditHead,
      ata_sha256: ataSha256,
      snapshot_json: JSON.stringify(snapshot),
    })
    .execute();
  return {
    publishedAt: snapshot.publishedAt,
    receiptsSha256: snapshot.receiptsSha256,
    auditHead: snapshot.auditHead,
    ataSha256,
  };
}

/** The latest publication (null when there is none). */
export async function latestPublication(
  db: Kysely<Database>,
): Promise<{ digests: PublicationDigests; snapshot: AtaSnapshot } | null> {
  const row = await db
    .selectFrom('publications')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    digests: {
      publishedAt: new Date(Number(row.published_at)).toISOString(),
      receiptsSha256: row.receipts_sha256,
      auditHead: row.audit_head,
      ataSha256: row.ata_sha256,
    },
    snapshot: JSON.parse(row.snapshot_json) as AtaSnapshot,
  };
}

/**
 * The publication of the results now published (gathered and stored on the first call after
 * publishing: the publish route calls it right after its audit entry); null while they are not
 * published.
 */
export async function currentPublication(
  db: Kysely<Database>,
  election: { view(): Promise<Election>; row(): Promise<{ results_published_at: number | null }> },
  integrity: IntegrityConfig,
): Promise<{ digests: PublicationDigests; snapshot: AtaSnapshot } | null> {
  const view = await election.view();
  const publishedAt = (await election.row()).results_published_at;
  if (!view.resultsPublished || publishedAt === null) return null;
  const latest = await latestPublication(db);
  if (latest && latest.digests.publishedAt === new Date(Number(publishedAt)).toISOString()) {
    return latest;
  }
  await recordPublication(db, view, integrity, Number(publishedAt));
  return latestPublication(db);
}
