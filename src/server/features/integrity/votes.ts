/**
 * vote-burst: a company whose share of its category's votes, within a short window, is far above
 * its share before that window. The database does the heavy part in one GROUP BY (votes per
 * company and half-window bucket); windows are two consecutive buckets, so a burst
 * straddling a bucket edge is still seen whole. The voters behind a flagged window are read
 * with an index range scan (votes_company_created_idx).
 */
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import type { IntegrityConfig } from '../../integrityConfig';

import type { Catalogue } from './companies';
import { integrityMessages } from './messages';
import { companyVotesBetween, type BucketRow } from './repository';
import { iso, MINUTE, sealedIds, type Flag } from './types';

interface Burst {
  categoryId: number;
  companyId: number;
  firstBucket: number;
  lastBucket: number;
  share: number;
  before: number;
}

/** Pure part: finds the bursts in the bucket counts (dense typed arrays per category). */
export function findVoteBursts(
  rows: BucketRow[],
  categoryOf: Map<number, number>,
  config: IntegrityConfig,
): Burst[] {
  const companiesOf = new Map<number, number[]>();
  for (const [company, category] of categoryOf) {
    const list = companiesOf.get(category);
    if (list) list.push(company);
    else companiesOf.set(category, [company]);
  }
  const rowsOf = new Map<number, BucketRow[]>();
  for (const row of rows) {
    const category = categoryOf.get(row.company_id);
    if (category === undefined) continue;
    const list = rowsOf.get(category);
    if (list) list.push(row);
    else rowsOf.set(category, [row]);
  }

  const threshold = config.voteBurstSharePoints / 100;
  const smoothing = config.voteBurstMin;
  const bursts: Burst[] = [];
  for (const [categoryId, categoryRows] of rowsOf) {
    const companies = companiesOf.get(categoryId)!;
    const column = new Map(companies.map((id, i) => [id, i]));
    const width = companies.length;
    // Distinct buckets in time order; counts[position * width + company column].
    const order = [...new Set(categoryRows.map((r) => Number(r.bucket)))].sort((a, b) => a - b);
    const position = new Map(order.map((b, i) => [b, i]));
    const counts = new Float64Array(order.length * width);
    const totals = new Float64Array(order.length);
    for (const row of categoryRows) {
      const p = position.get(Number(row.bucket))!;
      counts[p * width + column.get(row.company_id)!]! += Number(row.n);
      totals[p]! += Number(row.n);
    }
    const uniform = 1 / width;
    const before = new Float64Array(width);
    let beforeTotal = 0;
    let settled = 0;
    const open: (Burst | undefined)[] = new Array(width);
    for (let k = 0; k < order.length; k += 1) {
      const bucket = order[k]!;
      const hasPrevious = k > 0 && order[k - 1] === bucket - 1;
      const windowStart = hasPrevious ? bucket - 1 : bucket;
      // "Before" is every bucket older than the window.
      while (order[settled]! < windowStart) {
        for (let c = 0; c < width; c += 1) before[c]! += counts[settled * width + c]!;
        beforeTotal += totals[settled]!;
        settled += 1;
      }
      const windowTotal = totals[k]! + (hasPrevious ? totals[k - 1]! : 0);
      for (let c = 0; c < width; c += 1) {
        const n = counts[k * width + c]! + (hasPrevious ? counts[(k - 1) * width + c]! : 0);
        if (n < config.voteBurstMin) continue;
        const share = n / windowTotal;
        // Smoothed towards an even split, so a young category (few votes before) is no burst.
        const prior = (before[c]! + smoothing * uniform) / (beforeTotal + smoothing);
        if (share - prior < threshold) continue;
        const current = open[c];
        if (current && current.lastBucket >= windowStart - 1) {
          current.lastBucket = bucket;
          current.share = Math.max(current.share, share);
          continue;
        }
        const burst: Burst = {
          categoryId,
          companyId: companies[c]!,
          firstBucket: windowStart,
          lastBucket: bucket,
          share,
          before: prior,
        };
        open[c] = burst;
        bursts.push(burst);
      }
    }
  }
  return bursts;
}

export async function voteBurstFlags(
  db: Kysely<Database>,
  config: IntegrityConfig,
  rows: BucketRow[],
  { categoryName, companyName, categoryOf }: Catalogue,
  /**
   * Results sealed (results/seal.ts): the flag never says which company, its share before, nor
   * its category.
   */
  sealed: boolean,
): Promise<Flag[]> {
  const bucketMs = (config.voteWindowMinutes * MINUTE) / 2;

  const flags: Flag[] = [];
  for (const burst of findVoteBursts(rows, categoryOf, config)) {
    const from = burst.firstBucket * bucketMs;
    const to = (burst.lastBucket + 1) * bucketMs;
    const votes = await companyVotesBetween(db, burst.companyId, from, to);
    if (votes.length === 0) continue;
    const company = companyName.get(burst.companyId) ?? `#${burst.companyId}`;
    const category = categoryName.get(burst.categoryId) ?? `#${burst.categoryId}`;
    const share = Math.round(burst.share * 100);
    const before = Math.round(burst.before * 100);
    const voterIds = votes.map((v) => v.voter_id);
    const window = {
      count: votes.length,
      from: iso(votes[0]!.created_at),
      to: iso(votes[votes.length - 1]!.created_at),
    };
    flags.push(
      sealed
        ? {
            // Numbered within the window by sealedIds: no company id in it, nor its category's
            // (issue 37: a category in which one company alone has votes names it).
            id: `vote-burst:sealed:${from}`,
            kind: 'vote-burst',
            severity: 'high',
            summary: integrityMessages.voteBurstSealed(votes.length, share),
            evidence: { ...window, pattern: integrityMessages.sealedPattern, sharePercent: share },
            voterIds,
          }
        : {
            id: `vote-burst:${burst.companyId}:${from}`,
            kind: 'vote-burst',
            severity: 'high',
            summary: integrityMessages.voteBurst(votes.length, company, category, share, before),
            evidence: {
              ...window,
              pattern: `${company} — ${category}`,
              company,
              category,
              sharePercent: share,
              shareBeforePercent: before,
            },
            voterIds,
          },
    );
  }
  return sealed ? sealedIds(flags) : flags;
}
