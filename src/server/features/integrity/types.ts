/** What the checks read: one row per voter, and votes counted per category, company and bucket. */
import type { IntegrityFlag, IntegrityFlagKind, IntegritySeverity } from '../../../domain/admin';

export interface VoterFacts {
  id: number;
  email: string;
  celular: string;
  created_at: number;
  signup_prefix: string | null;
  /** Set when an operator invalidated the voter (the flags count them, issue 40 §9). */
  invalidated_at?: number | null;
}

export type Flag = IntegrityFlag;

export const iso = (ms: number | null): string | null =>
  ms === null ? null : new Date(ms).toISOString();

export const MINUTE = 60_000;

export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The company most of a group of accounts voted for, once their votes are read. */
export interface CompanyContext {
  company: string;
  category: string;
  companyId: number;
  /** Accounts in the group. */
  members: number;
  /** Accounts that voted for the company. */
  voted: number;
  /** Accounts whose only vote is for the company. */
  only: number;
}

/**
 * A group of accounts an e-mail or domain check found (the same mailbox, one own domain, a
 * series of addresses…). It becomes a flag once the votes of its members are known: the summary
 * names the company they voted for, and a group that is only suspicious when it votes one way
 * (needsSameWay) is dropped when it does not.
 */
export interface Cluster {
  id: string;
  kind: IntegrityFlagKind;
  severity: IntegritySeverity;
  members: VoterFacts[];
  needsSameWay: boolean;
  /** The summary's first part; the company the members voted for is added to it. */
  text: string;
  evidence: { pattern: string; [detail: string]: string | number | null };
}

/** First and last sign-up of a group of voters. */
export function signupSpan(voters: VoterFacts[]): { from: number; to: number } {
  let from = Infinity;
  let to = -Infinity;
  for (const v of voters) {
    if (v.created_at < from) from = v.created_at;
    if (v.created_at > to) to = v.created_at;
  }
  return { from, to };
}

/**
 * While sealed, a flag about one company gets an id that names neither the company nor its
 * category: its id so far (the kind, plus the window for a burst) and its place among the flags
 * sharing that id, the one with most voters first. Stable between reads as long as the findings
 * are.
 */
export function sealedIds(flags: Flag[]): Flag[] {
  const groups = new Map<string, Flag[]>();
  for (const flag of flags) {
    const group = groups.get(flag.id);
    if (group) group.push(flag);
    else groups.set(flag.id, [flag]);
  }
  for (const [id, group] of groups) {
    group
      .sort((a, b) => b.evidence.count - a.evidence.count || a.summary.localeCompare(b.summary))
      .forEach((flag, i) => (flag.id = `${id}:${i + 1}`));
  }
  return flags;
}

/** The key counted most (the lowest on a tie) and its count; [0, 0] when there is none. */
export function mostCommon(counts: Map<number, number>): [key: number, count: number] {
  let best: [number, number] = [0, 0];
  for (const [key, n] of counts)
    if (n > best[1] || (n === best[1] && key < best[0])) best = [key, n];
  return best;
}
