/**
 * The integrity review (GET /api/admin/integrity): reads every voter once (id, e-mail, celular,
 * sign-up time and prefix), the votes counted per company and half-window in one GROUP BY and
 * the single-category voters' choices in another, then runs the checks in memory; the votes of
 * the accounts the e-mail and domain checks group, and of companies standing out, are read by
 * index. 100k voters and 2M votes take well under 2 s
 * (bench/integrity.ts; docs/integrity.md has the figures).
 */
import type { Kysely } from 'kysely';

import type { IntegrityReport, IntegritySeverity } from '../../../domain/admin';
import { mailboxIdentity } from '../../../domain/mailbox';
import type { Database } from '../../db/schema';
import type { IntegrityConfig } from '../../integrityConfig';

import { clusterFlags, companyProfileFlags, loadCatalogue } from './companies';
import { sharedContacts } from './contacts';
import { domainClusters } from './domains';
import { emailClusters } from './emails';
import { loadVoterFacts, singleCategoryVotes, voteBucketCounts } from './repository';
import { signupBursts } from './signups';
import { MINUTE, type Flag } from './types';
import { voteBurstFlags } from './votes';

const SEVERITY_ORDER: Record<IntegritySeverity, number> = { high: 0, medium: 1, low: 2 };

export function sortFlags(flags: Flag[]): Flag[] {
  return flags.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      b.evidence.count - a.evidence.count ||
      a.id.localeCompare(b.id),
  );
}

/**
 * `sealed`: results are sealed (results/seal.ts, the one rule; the callers ask it): no flag then
 * names a company, carries its id or counts its votes; it says what is suspicious ("12 contas …
 * votaram todas na mesma empresa (Padarias)"). Sealed unless said otherwise (issue 36).
 */
export async function analyseIntegrity(
  db: Kysely<Database>,
  config: IntegrityConfig,
  now: number,
  { sealed }: { sealed: boolean } = { sealed: true },
): Promise<IntegrityReport> {
  const bucketMs = (config.voteWindowMinutes * MINUTE) / 2;
  // The reads start together (they overlap on PostgreSQL's pool); the checks that need only the
  // voters run while the database is still counting votes (on PostgreSQL, in its own processes).
  const votersRead = loadVoterFacts(db);
  const countsRead = Promise.all([
    voteBucketCounts(db, bucketMs),
    singleCategoryVotes(db),
    loadCatalogue(db),
  ]);
  countsRead.catch(() => undefined); // awaited below; not unhandled if the voters' read fails
  const voters = await votersRead;
  const identities = voters.map((v) => mailboxIdentity(v.email));
  const clusters = [
    ...emailClusters(voters, config, identities),
    ...domainClusters(voters, config, identities),
  ];
  const voterFlags = [...signupBursts(voters, config), ...sharedContacts(voters, config)];
  const [buckets, singles, catalogue] = await countsRead;
  const grouped = await clusterFlags(db, clusters, catalogue, config, sealed);
  const flags = [
    ...voterFlags,
    ...grouped.flags,
    ...(await voteBurstFlags(db, config, buckets, catalogue, sealed)),
    ...(await companyProfileFlags(db, {
      voters,
      buckets,
      bucketMs,
      single: new Map(singles.map((r) => [r.company_id, r.n])),
      counted: grouped.counted,
      catalogue,
      config,
      sealed,
    })),
  ];
  // How many of each flag's voters an operator already invalidated, from the read above: the
  // card offers to invalidate only the rest (issue 40 §9: "Invalidar 13" after 3 of 13).
  const invalidated = new Set(voters.filter((v) => v.invalidated_at != null).map((v) => v.id));
  const counted = flags.map((flag) => ({
    ...flag,
    invalidated: flag.voterIds.reduce((n, id) => (invalidated.has(id) ? n + 1 : n), 0),
  }));
  return { generatedAt: new Date(now).toISOString(), sealed, flags: sortFlags(counted) };
}
