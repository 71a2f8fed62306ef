/**
 * Thresholds of the integrity review, from INTEGRITY_* environment variables (validated at boot
 * with the rest of the configuration). docs/integrity.md gives the reasoning behind each default.
 */
export interface IntegrityConfig {
  /** signup-burst: sign-ups from one prefix within this many minutes… */
  signupWindowMinutes: number;
  /** …at least this many… */
  signupBurstMin: number;
  /** …and at least this many times the prefix's usual rate for such a window. */
  signupBurstRatio: number;
  /** email-pattern: at least this many addresses in one counter series at one domain. */
  emailPatternMin: number;
  /** email-pattern: numbers in a series are at most this far apart (001, 002, 004…). */
  emailCounterMaxGap: number;
  /** email-pattern: at least this many addresses that are one mailbox written differently. */
  nearIdenticalMin: number;
  /** disposable-email: at least this many addresses at one throw-away provider. */
  disposableMin: number;
  /** vote-burst: the window in which a company's share is compared with its share before. */
  voteWindowMinutes: number;
  /** vote-burst: at least this many votes for the company in the window… */
  voteBurstMin: number;
  /** …and its share of the category's votes in the window this many points above its share before. */
  voteBurstSharePoints: number;
  /** shared-contact: at least this many voters with one celular. */
  sharedContactMin: number;
  /** domain-cluster and name families: this share (%) of a group voted for one company. */
  sameWayPercent: number;
  /** domain-cluster: at least this many distinct mailboxes at one own (non-public) domain… */
  domainMailboxesMin: number;
  /** …or at least this many numbered domains of one family (dominio1, dominio2…). */
  domainFamilyMin: number;
  /** email-pattern: at least this many addresses of one name with different suffixes. */
  nameFamilyMin: number;
  /** company-profile: an account is "new" when it votes within this many minutes of signing up. */
  freshMinutes: number;
  /** company-profile: companies with fewer votes are not compared. */
  profileMinVotes: number;
  /** company-profile: a share this many points above the rest's departs (also the curve's excess). */
  profileSharePoints: number;
  /** company-profile: a day with this many times the votes the election's curve predicts. */
  profileDayRatio: number;
}

/** Each threshold's variable, its default, and the least and most it may be set to. */
const VARIABLES: Record<
  keyof IntegrityConfig,
  [name: string, fallback: number, min: number, max: number]
> = {
  signupWindowMinutes: ['INTEGRITY_SIGNUP_WINDOW_MINUTES', 30, 1, 24 * 60],
  signupBurstMin: ['INTEGRITY_SIGNUP_BURST_MIN', 10, 2, 100_000],
  signupBurstRatio: ['INTEGRITY_SIGNUP_BURST_RATIO', 5, 1, 1000],
  emailPatternMin: ['INTEGRITY_EMAIL_PATTERN_MIN', 5, 2, 100_000],
  emailCounterMaxGap: ['INTEGRITY_EMAIL_COUNTER_MAX_GAP', 3, 1, 1000],
  nearIdenticalMin: ['INTEGRITY_NEAR_IDENTICAL_MIN', 2, 2, 100_000],
  disposableMin: ['INTEGRITY_DISPOSABLE_MIN', 1, 1, 100_000],
  voteWindowMinutes: ['INTEGRITY_VOTE_WINDOW_MINUTES', 60, 2, 24 * 60],
  voteBurstMin: ['INTEGRITY_VOTE_BURST_MIN', 15, 2, 1_000_000],
  voteBurstSharePoints: ['INTEGRITY_VOTE_BURST_SHARE_POINTS', 30, 1, 100],
  sharedContactMin: ['INTEGRITY_SHARED_CONTACT_MIN', 4, 2, 100_000],
  sameWayPercent: ['INTEGRITY_SAME_WAY_PERCENT', 80, 50, 100],
  domainMailboxesMin: ['INTEGRITY_DOMAIN_MAILBOXES_MIN', 5, 2, 100_000],
  domainFamilyMin: ['INTEGRITY_DOMAIN_FAMILY_MIN', 3, 2, 100_000],
  nameFamilyMin: ['INTEGRITY_NAME_FAMILY_MIN', 3, 2, 100_000],
  freshMinutes: ['INTEGRITY_FRESH_MINUTES', 30, 1, 7 * 24 * 60],
  profileMinVotes: ['INTEGRITY_PROFILE_MIN_VOTES', 20, 5, 1_000_000],
  profileSharePoints: ['INTEGRITY_PROFILE_SHARE_POINTS', 20, 1, 100],
  profileDayRatio: ['INTEGRITY_PROFILE_DAY_RATIO', 3, 2, 1000],
};

export const DEFAULT_INTEGRITY_CONFIG = Object.fromEntries(
  Object.entries(VARIABLES).map(([key, [, fallback]]) => [key, fallback]),
) as unknown as IntegrityConfig;

/** Reads the INTEGRITY_* variables; adds one line per bad value to `problems`. */
export function readIntegrityConfig(env: NodeJS.ProcessEnv, problems: string[]): IntegrityConfig {
  const config = { ...DEFAULT_INTEGRITY_CONFIG };
  for (const key of Object.keys(VARIABLES) as (keyof IntegrityConfig)[]) {
    const [name, , min, max] = VARIABLES[key];
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name}: must be an integer from ${min} to ${max} (got "${raw}")`);
      continue;
    }
    config[key] = value;
  }
  return config;
}
