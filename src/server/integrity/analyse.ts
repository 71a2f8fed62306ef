/**
 * The integrity review (GET /api/admin/integrity): reads every voter once (id, e-mail, celular,
 * sign-up time and prefix) and the votes counted per company and half-window in one
 * GROUP BY, then runs the checks in memory. 100k voters and 2M votes take well under 2 s
 * (bench/integrity.ts; docs/integrity.md has the figures).
 */
import type { Kysely } from 'kysely';

import type { IntegrityReport, IntegritySeverity } from '../../domain/admin';
import type { Database } from '../db/schema';
import { loadVoterFacts, voteBucketCounts } from '../repositories/integrity';

import { sharedContacts } from './contacts';
import { emailFlags } from './emails';
import { signupBursts } from './signups';
import type { IntegrityConfig } from './thresholds';
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

export async function analyseIntegrity(
  db: Kysely<Database>,
  config: IntegrityConfig,
  now: number,
): Promise<IntegrityReport> {
  // Both reads start together (they overlap on PostgreSQL's pool).
  const [voters, buckets] = await Promise.all([
    loadVoterFacts(db),
    voteBucketCounts(db, (config.voteWindowMinutes * MINUTE) / 2),
  ]);
  const flags = [
    ...signupBursts(voters, config),
    ...emailFlags(voters, config),
    ...sharedContacts(voters, config),
    ...(await voteBurstFlags(db, config, buckets)),
  ];
  return { generatedAt: new Date(now).toISOString(), flags: sortFlags(flags) };
}
