/* eslint-disable max-lines -- the per-company vote checks (bursts, drips, share shifts) share the buckets they are computed from */
/**
 * The company side of the review.
 *
 * - clusterFlags: reads the votes of the accounts the e-mail and domain checks grouped (one
 *   indexed read per 900 accounts), names the company most of them voted for, drops a group that
 *   is only suspicious when it votes one way and did not, and counts each group's accounts
 *   against the company they voted for.
 * - companyProfileFlags: per company over the whole election, compares with the rest of the
 *   election (1) the share of its votes from accounts that voted in one category only, (2) its
 *   daily vote curve against the election's, and, for companies already standing out on one of
 *   those or counted against by a group, (3) the share of its votes cast within
 *   INTEGRITY_FRESH_MINUTES of the account's sign-up. Two departures make a flag, with the
 *   numbers. (1) and (2) come from one GROUP BY each (the second is the vote-burst check's);
 *   (3) is a join read only for the few categories concerned.
 */
import type { Kysely } from 'kysely';

import { zonedParts } from '../../../domain/zonedTime';
import type { Database } from '../../db/schema';
import type { IntegrityConfig } from '../../integrityConfig';

import { clusterFlag } from './emails';
import { integrityMessages } from './messages';
import {
  catalogueNames,
  choicesOf,
  companyVotesBetween,
  freshVotesByCompany,
  idChunks,
  votesPerVoter,
  type BucketRow,
} from './repository';
import {
  HOUR,
  iso,
  MINUTE,
  mostCommon,
  sealedIds,
  type Cluster,
  type CompanyContext,
  type Flag,
  type VoterFacts,
} from './types';

export interface Catalogue {
  companyName: Map<number, string>;
  categoryName: Map<number, string>;
  categoryOf: Map<number, number>;
}

export async function loadCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const { categories, companies } = await catalogueNames(db);
  return {
    companyName: new Map(companies.map((c) => [c.id, c.name])),
    categoryName: new Map(categories.map((c) => [c.id, c.name])),
    categoryOf: new Map(companies.map((c) => [c.id, c.category_id])),
  };
}

/** Voter ids counted against each company by the e-mail and domain flags. */
export type Counted = Map<number, Set<number>>;

export async function clusterFlags(
  db: Kysely<Database>,
  clusters: Cluster[],
  catalogue: Catalogue,
  config: IntegrityConfig,
  sealed: boolean,
): Promise<{ flags: Flag[]; counted: Counted }> {
  const ids = [...new Set(clusters.flatMap((c) => c.members.map((m) => m.id)))];
  const choices = new Map<number, number[]>();
  for (const row of await choicesOf(db, ids)) {
    const list = choices.get(row.voter_id);
    if (list) list.push(row.company_id);
    else choices.set(row.voter_id, [row.company_id]);
  }
  const flags: Flag[] = [];
  const counted: Counted = new Map();
  for (const cluster of clusters) {
    const tally = new Map<number, number>();
    for (const member of cluster.members) {
      for (const company of choices.get(member.id) ?? []) {
        tally.set(company, (tally.get(company) ?? 0) + 1);
      }
    }
    const [best, voted] = mostCommon(tally);
    const size = cluster.members.length;
    const sameWay = voted >= 2 && voted * 100 >= config.sameWayPercent * size;
    if (cluster.needsSameWay && !sameWay) continue;
    let context: CompanyContext | null = null;
    if (voted > 0) {
      const only = cluster.members.filter((m) => {
        const list = choices.get(m.id);
        return list?.length === 1 && list[0] === best;
      }).length;
      const category = catalogue.categoryOf.get(best);
      context = {
        companyId: best,
        company: catalogue.companyName.get(best) ?? `#${best}`,
        category:
          category === undefined ? '?' : (catalogue.categoryName.get(category) ?? `#${category}`),
        members: size,
        voted,
        only,
      };
    }
    flags.push(clusterFlag(cluster, context, sameWay, sealed));
    if (sameWay) {
      let set = counted.get(best);
      if (!set) counted.set(best, (set = new Set()));
      for (const member of cluster.members) {
        if (choices.get(member.id)?.includes(best)) set.add(member.id);
      }
    }
  }
  return { flags, counted };
}

/** The election's calendar day (America/Sao_Paulo) of an instant, cached per hour. */
function dayKeys() {
  const cache = new Map<number, string>();
  return (ms: number): string => {
    const hour = Math.floor(ms / HOUR);
    let key = cache.get(hour);
    if (key === undefined) {
      const p = zonedParts(hour * HOUR);
      key = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
      cache.set(hour, key);
    }
    return key;
  };
}

/** "2026-11-12" → "12/11". */
const dayLabel = (key: string) => `${key.slice(8, 10)}/${key.slice(5, 7)}`;

export interface Departure {
  percent: number;
  restPercent: number;
  departs: boolean;
}

export interface CompanyProfile {
  companyId: number;
  votes: number;
  single: Departure;
  /** Days with ≥ INTEGRITY_PROFILE_DAY_RATIO × the votes the election's curve predicts. */
  excessDays: string[];
  /** Votes on those days above the prediction, as a share of the company's votes. */
  curve: Departure;
  fresh: Departure | null;
  counted: number;
}

/** A share compared with the rest's: this many points above it, and four standard errors. */
function departure(
  part: number,
  total: number,
  restPart: number,
  restTotal: number,
  points: number,
): Departure {
  const p = part / total;
  const rest = restTotal > 0 ? restPart / restTotal : 0;
  const se = Math.sqrt(Math.max(rest * (1 - rest), 0.01) / total);
  return {
    percent: Math.round(p * 100),
    restPercent: Math.round(rest * 100),
    departs: (p - rest) * 100 >= points && (p - rest) / se >= 4,
  };
}

interface ProfileInput {
  buckets: BucketRow[];
  bucketMs: number;
  single: Map<number, number>;
  counted: Counted;
  config: IntegrityConfig;
}

/** Pure part of the profile check: (1) and (2) for every company with enough votes. */
export function companyProfiles(input: ProfileInput): CompanyProfile[] {
  const { buckets, bucketMs, single, counted, config } = input;
  const dayOf = dayKeys();
  const perCompany = new Map<number, Map<string, number>>();
  const totals = new Map<number, number>();
  const dayTotals = new Map<string, number>();
  let all = 0;
  for (const row of buckets) {
    const n = Number(row.n);
    const company = Number(row.company_id);
    const day = dayOf(Number(row.bucket) * bucketMs);
    let days = perCompany.get(company);
    if (!days) perCompany.set(company, (days = new Map()));
    days.set(day, (days.get(day) ?? 0) + n);
    totals.set(company, (totals.get(company) ?? 0) + n);
    dayTotals.set(day, (dayTotals.get(day) ?? 0) + n);
    all += n;
  }
  let singleAll = 0;
  for (const n of single.values()) singleAll += n;
  const points = config.profileSharePoints;

  const profiles: CompanyProfile[] = [];
  for (const [companyId, votes] of totals) {
    if (votes < config.profileMinVotes) continue;
    const s = single.get(companyId) ?? 0;
    const rest = all - votes;
    const singleDeparture = departure(s, votes, singleAll - s, rest, points);
    const excessDays: string[] = [];
    let excess = 0;
    if (rest >= config.profileMinVotes) {
      const days = perCompany.get(companyId)!;
      // The company's usual votes per vote elsewhere: first from its 70 % quietest days, then
      // from the days that are not excess days (so excess days do not raise their own bar).
      const byRatio = [...dayTotals].map(([day, total]) => {
        const c = days.get(day) ?? 0;
        return { c, others: total - c, ratio: c / Math.max(total - c, 1) };
      });
      byRatio.sort((a, b) => a.ratio - b.ratio);
      let quietVotes = 0;
      let quietOthers = 0;
      for (const d of byRatio.slice(0, Math.ceil(byRatio.length * 0.7))) {
        quietVotes += d.c;
        quietOthers += d.others;
      }
      let ratio = quietOthers > 0 && quietVotes > 0 ? quietVotes / quietOthers : votes / rest;
      let excessSet = new Set<string>();
      for (let round = 0; round < 3; round += 1) {
        const next = new Set<string>();
        let keptVotes = votes;
        let keptRest = rest;
        for (const [day, c] of days) {
          const others = (dayTotals.get(day) ?? 0) - c;
          const expected = ratio * others;
          if (
            c >= config.profileDayRatio * expected &&
            c - expected >= 4 * Math.sqrt(Math.max(expected, 1))
          ) {
            next.add(day);
            keptVotes -= c;
            keptRest -= others;
          }
        }
        excessSet = next;
        if (next.size === 0 || keptRest <= 0) break;
        ratio = keptVotes / keptRest;
      }
      for (const day of excessSet) {
        const c = days.get(day)!;
        excessDays.push(day);
        excess += c - ratio * ((dayTotals.get(day) ?? 0) - c);
      }
    }
    excessDays.sort();
    const excessPercent = Math.round((excess * 100) / votes);
    profiles.push({
      companyId,
      votes,
      single: singleDeparture,
      excessDays,
      curve: { percent: excessPercent, restPercent: 0, departs: excessPercent >= points },
      fresh: null,
      counted: counted.get(companyId)?.size ?? 0,
    });
  }
  return profiles;
}

export async function companyProfileFlags(
  db: Kysely<Database>,
  input: ProfileInput & {
    voters: VoterFacts[];
    catalogue: Catalogue;
    /** Results sealed (results/seal.ts): the flag never says which company, its votes or category. */
    sealed: boolean;
  },
): Promise<Flag[]> {
  const { catalogue, config, sealed } = input;
  const candidates = companyProfiles(input).filter(
    (p) => p.single.departs || p.curve.departs || p.counted > 0,
  );
  if (candidates.length === 0) return [];

  // (3) for the candidates' categories: each company against the rest of its category.
  const freshMs = config.freshMinutes * MINUTE;
  const categories = [
    ...new Set(candidates.map((p) => catalogue.categoryOf.get(p.companyId))),
  ].filter((c): c is number => c !== undefined);
  const fresh = await freshVotesByCompany(db, categories, freshMs);
  const categoryTotals = new Map<number, { total: number; fresh: number }>();
  for (const row of fresh) {
    const category = catalogue.categoryOf.get(row.company_id)!;
    const t = categoryTotals.get(category) ?? { total: 0, fresh: 0 };
    t.total += row.total;
    t.fresh += row.fresh;
    categoryTotals.set(category, t);
  }
  for (const profile of candidates) {
    const row = fresh.find((r) => r.company_id === profile.companyId);
    const category = categoryTotals.get(catalogue.categoryOf.get(profile.companyId)!);
    if (!row || !category || row.total < config.profileMinVotes) continue;
    profile.fresh = departure(
      row.fresh,
      row.total,
      category.fresh - row.fresh,
      category.total - row.total,
      config.profileSharePoints,
    );
  }

  const createdAt = new Map(input.voters.map((v) => [v.id, v.created_at]));
  const dayOf = dayKeys();
  const flags: Flag[] = [];
  for (const profile of candidates) {
    const { single, curve, fresh: freshShare } = profile;
    const departures = [single.departs, curve.departs, freshShare?.departs ?? false].filter(
      Boolean,
    );
    if (departures.length < 2) continue;

    // The voters behind the departure: those with every departing trait.
    const votes = await companyVotesBetween(db, profile.companyId, 0, Number.MAX_SAFE_INTEGER);
    const voteCount = new Map<number, number>();
    if (single.departs) {
      const ids = votes.map((v) => v.voter_id);
      for (const part of idChunks(ids)) {
        for (const [id, n] of await votesPerVoter(db, part)) voteCount.set(id, n);
      }
    }
    const excessDays = new Set(profile.excessDays);
    const behind = votes.filter(
      (v) =>
        (!single.departs || voteCount.get(v.voter_id) === 1) &&
        (!curve.departs || excessDays.has(dayOf(v.created_at))) &&
        (!freshShare?.departs ||
          v.created_at - (createdAt.get(v.voter_id) ?? -Infinity) <= freshMs),
    );

    const company = catalogue.companyName.get(profile.companyId) ?? `#${profile.companyId}`;
    const categoryId = catalogue.categoryOf.get(profile.companyId);
    const category =
      categoryId === undefined ? '?' : (catalogue.categoryName.get(categoryId) ?? `#${categoryId}`);
    const parts: string[] = [];
    const m = integrityMessages.profilePart;
    if (single.departs) parts.push(m.singleCategory(single.percent, single.restPercent));
    if (curve.departs) parts.push(m.curve(curve.percent, profile.excessDays.map(dayLabel)));
    if (freshShare?.departs)
      parts.push(m.fresh(freshShare.percent, config.freshMinutes, freshShare.restPercent));
    const days = profile.excessDays;
    flags.push({
      // Sealed: numbered (sealedIds), so the id names neither the company nor its category.
      id: sealed ? 'company-profile:sealed' : `company-profile:${profile.companyId}`,
      kind: 'company-profile',
      severity: departures.length === 3 || profile.counted > 0 ? 'high' : 'medium',
      summary: integrityMessages.companyProfile(company, parts, sealed),
      evidence: {
        count: behind.length,
        from: behind.length > 0 ? iso(behind[0]!.created_at) : null,
        to: behind.length > 0 ? iso(behind[behind.length - 1]!.created_at) : null,
        pattern: sealed ? integrityMessages.sealedPattern : `${company} — ${category}`,
        ...(sealed ? {} : { company, category, votes: profile.votes }),
        singleCategoryPercent: single.percent,
        singleCategoryRestPercent: single.restPercent,
        excessPercent: curve.percent,
        excessDays: days.length > 0 ? days.map(dayLabel).join(', ') : null,
        freshPercent: freshShare?.percent ?? null,
        freshRestPercent: freshShare?.restPercent ?? null,
        clusterAccounts: profile.counted,
      },
      voterIds: behind.map((v) => v.voter_id),
    });
  }
  return sealed ? sealedIds(flags) : flags;
}
