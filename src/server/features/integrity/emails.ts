/* eslint-disable max-lines -- the e-mail checks (look-alikes, plus-addressing, disposable domains, sequences) share one normalised view of the addresses */
/**
 * email-pattern and disposable-email. One pass over the addresses groups them by domain:
 * - counter series: local parts equal once their digits are blanked (eleitor001, eleitor002…)
 *   whose numbers run close together, or step together with gaps (voto10, voto20, voto40…);
 * - letter runs: local parts that differ only by a last letter running a, b, c… (votoa, votob…);
 * - name families: one name with different suffixes (rafa-premio, rafa-voto, rafa_sorte), flagged
 *   only when most of them voted for one company (people share first names);
 * - the same mailbox: addresses that reach one inbox, provider by provider (src/domain/mailbox.ts:
 *   gmail = googlemail, dots at Gmail, "+tag", Yahoo's "-tag", Fastmail subdomains);
 * - throw-away providers, from the maintained `mailchecker` list (domain or any parent domain).
 * Each is a Cluster: companies.ts reads its members' votes and names the company they voted for.
 */
import MailChecker from 'mailchecker';

import { mailboxIdentity, type MailboxIdentity } from '../../../domain/mailbox';
import type { IntegrityConfig } from '../../integrityConfig';

import { integrityMessages, spanText, SUMMARY_MAX, votedForText } from './messages';
import {
  iso,
  mostCommon,
  signupSpan,
  type Cluster,
  type CompanyContext,
  type Flag,
  type VoterFacts,
} from './types';

const disposableDomains = MailChecker.blacklist();

export function isDisposableDomain(domain: string): boolean {
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (disposableDomains.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/** A 4-digit number that reads as a birth or current year: people put those in addresses. */
const looksLikeYear = (digits: string) =>
  digits.length === 4 && Number(digits) >= 1930 && Number(digits) <= 2035;

/** Groups in a Map of lists without a list per singleton (almost every key is unique). */
class Groups<T> {
  readonly map = new Map<string, T | T[]>();
  add(key: string, item: T) {
    const seen = this.map.get(key);
    if (seen === undefined) this.map.set(key, item);
    else if (Array.isArray(seen)) seen.push(item);
    else this.map.set(key, [seen, item]);
  }
  *lists(min: number): Generator<[string, T[]]> {
    for (const [key, group] of this.map) {
      if (Array.isArray(group) && group.length >= min) yield [key, group];
    }
  }
}

interface Numbered {
  voter: VoterFacts;
  value: number;
  digits: string;
}

/** Runs of values at most `maxGap` apart, at least `min` long. */
function runs<T extends { value: number }>(sorted: T[], maxGap: number, min: number): T[][] {
  const out: T[][] = [];
  let run: T[] = [];
  for (const item of sorted) {
    const previous = run[run.length - 1];
    if (previous && item.value - previous.value > maxGap) {
      if (run.length >= min) out.push(run);
      run = [];
    }
    run.push(item);
  }
  if (run.length >= min) out.push(run);
  return out;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Counter series in one group: plain (numbers at most emailCounterMaxGap apart) and, among the
 * rest, stepped ones (multiples of one step ≥ 2, at most emailCounterMaxGap steps apart:
 * 10, 20, 40, 50…). Series of birth years are left out.
 */
function counterSeries(group: Numbered[], config: IntegrityConfig) {
  const min = config.emailPatternMin;
  const notYears = (s: Numbered[]) => !s.every((item) => looksLikeYear(item.digits));
  group.sort((a, b) => a.value - b.value);
  const series: { items: Numbered[]; step: number }[] = runs(group, config.emailCounterMaxGap, min)
    .filter(notYears)
    .map((items) => ({ items, step: 1 }));
  const used = new Set(series.flatMap((s) => s.items));
  const rest = group.filter((item) => !used.has(item));
  if (rest.length < min) return series;
  // Candidate steps: the most common difference between neighbours, and their common divisor.
  const differences = new Map<number, number>();
  let divisor = 0;
  for (let i = 1; i < rest.length; i += 1) {
    const d = rest[i]!.value - rest[i - 1]!.value;
    if (d <= 0 || !Number.isSafeInteger(d)) continue;
    differences.set(d, (differences.get(d) ?? 0) + 1);
    divisor = gcd(divisor, d);
  }
  const [common, commonCount] = mostCommon(differences);
  for (const step of new Set([divisor, commonCount >= 2 ? common : 0])) {
    if (step < 2) continue;
    const classes = new Map<number, { item: Numbered; value: number }[]>();
    for (const item of rest) {
      const residue = item.value % step;
      const scaled = { item, value: (item.value - residue) / step };
      const list = classes.get(residue);
      if (list) list.push(scaled);
      else classes.set(residue, [scaled]);
    }
    for (const list of classes.values()) {
      for (const run of runs(list, config.emailCounterMaxGap, min)) {
        const items = run.map((scaled) => scaled.item);
        if (notYears(items)) series.push({ items, step });
      }
    }
    if (series.length > 0) break;
  }
  return series;
}

/** The members' sign-ups: first, last (ISO) and the span between them in words. */
export const spanOf = (members: VoterFacts[]) => {
  const { from, to } = signupSpan(members);
  return { from: iso(from), to: iso(to), span: spanText(to - from) };
};

/** `identities[i]` is mailboxIdentity(voters[i].email) when the caller has them already. */
export function emailClusters(
  voters: VoterFacts[],
  config: IntegrityConfig,
  identities: (MailboxIdentity | null)[] = voters.map((v) => mailboxIdentity(v.email)),
): Cluster[] {
  const counters = new Groups<Numbered>();
  const letters = new Groups<{ voter: VoterFacts; value: number }>();
  const families = new Groups<VoterFacts>();
  const mailboxes = new Groups<VoterFacts>();
  const identityOf = new Map<number, string>();
  const disposable = new Map<string, VoterFacts[]>();
  const disposableDomain = new Map<string, boolean>();

  for (let i = 0; i < voters.length; i += 1) {
    const voter = voters[i]!;
    const parsed = identities[i];
    if (!parsed) continue;
    const { local, domain, identity } = parsed;
    let throwAway = disposableDomain.get(domain);
    if (throwAway === undefined) {
      throwAway = isDisposableDomain(domain);
      disposableDomain.set(domain, throwAway);
    }
    if (throwAway) {
      const list = disposable.get(domain);
      if (list) list.push(voter);
      else disposable.set(domain, [voter]);
    }

    mailboxes.add(identity, voter);
    identityOf.set(voter.id, identity);

    const last = local.charCodeAt(local.length - 1);
    if (/\d/.test(local)) {
      const all = local.match(/\d+/g)!;
      const digits = all[all.length - 1]!;
      counters.add(`${domain}|${local.replace(/\d+/g, '#')}`, {
        voter,
        value: Number(digits.slice(-15)),
        digits,
      });
    } else if (last >= 97 && last <= 122 && local.length >= 4) {
      letters.add(`${domain}|${local.slice(0, -1)}`, { voter, value: last - 97 });
    }
    const family = /^([a-z][a-z0-9]{2,})([-_])[a-z0-9]+$/.exec(local);
    if (family) families.add(`${domain}|${family[1]}${family[2]}`, voter);
  }

  const clusters: Cluster[] = [];
  for (const [key, group] of counters.lists(config.emailPatternMin)) {
    const [domain, skeleton] = key.split('|') as [string, string];
    for (const { items, step } of counterSeries(group, config)) {
      const members = items.map((s) => s.voter);
      const pattern = `${skeleton.replace(/#/g, 'N')}@${domain}`;
      const low = items[0]!.digits;
      const high = items[items.length - 1]!.digits;
      const { from, to } = spanOf(members);
      clusters.push({
        id: `email-pattern:counter:${key}:${low}`,
        kind: 'email-pattern',
        severity: members.length >= 4 * config.emailPatternMin ? 'high' : 'medium',
        members,
        needsSameWay: false,
        text: integrityMessages.emailCounter(members.length, domain, pattern, step),
        evidence: {
          from,
          to,
          pattern,
          domain,
          first: low,
          last: high,
          ...(step > 1 ? { step } : {}),
        },
      });
    }
  }
  for (const [key, group] of letters.lists(config.emailPatternMin)) {
    const [domain, stem] = key.split('|') as [string, string];
    group.sort((a, b) => a.value - b.value);
    for (const run of runs(group, config.emailCounterMaxGap, config.emailPatternMin)) {
      const members = run.map((r) => r.voter);
      const first = String.fromCharCode(97 + run[0]!.value);
      const last = String.fromCharCode(97 + run[run.length - 1]!.value);
      const pattern = `${stem}[${first}–${last}]@${domain}`;
      const { from, to } = spanOf(members);
      clusters.push({
        id: `email-pattern:letters:${key}:${first}`,
        kind: 'email-pattern',
        severity: 'medium',
        members,
        needsSameWay: false,
        text: integrityMessages.emailLetterRun(members.length, domain, pattern),
        evidence: { from, to, pattern, domain, first, last },
      });
    }
  }
  for (const [key, group] of families.lists(config.nameFamilyMin)) {
    // A common first name at a big provider is no family (and would cost a read of thousands
    // of voters' votes); Yahoo's "-tag" addresses of one name are the same mailbox, below.
    if (group.length > 200) continue;
    if (new Set(group.map((v) => identityOf.get(v.id))).size < config.nameFamilyMin) continue;
    const [domain, stem] = key.split('|') as [string, string];
    const pattern = `${stem}…@${domain}`;
    const { from, to } = spanOf(group);
    clusters.push({
      id: `email-pattern:family:${key}`,
      kind: 'email-pattern',
      severity: 'medium',
      members: group,
      needsSameWay: true,
      text: integrityMessages.emailNameFamily(group.length, domain, pattern),
      evidence: { from, to, pattern, domain },
    });
  }
  for (const [identity, group] of mailboxes.lists(config.nearIdenticalMin)) {
    const domain = identity.slice(identity.lastIndexOf('@') + 1);
    const { from, to, span } = spanOf(group);
    clusters.push({
      id: `email-pattern:mailbox:${domain}|${identity.slice(0, identity.lastIndexOf('@'))}`,
      kind: 'email-pattern',
      severity: group.length >= 5 ? 'medium' : 'low',
      members: group,
      needsSameWay: false,
      text: integrityMessages.emailNearIdentical(group.length, identity, span),
      evidence: { from, to, pattern: identity, domain, mailbox: identity },
    });
  }
  for (const [domain, group] of disposable) {
    if (group.length < config.disposableMin) continue;
    const { from, to } = spanOf(group);
    clusters.push({
      id: `disposable-email:${domain}`,
      kind: 'disposable-email',
      severity: group.length >= 10 ? 'high' : group.length >= 3 ? 'medium' : 'low',
      members: group,
      needsSameWay: false,
      text: integrityMessages.disposable(group.length, domain),
      evidence: { from, to, pattern: domain, domain },
    });
  }
  return clusters;
}

/**
 * A cluster as a flag, with the company its members voted for when they voted one way; `sealed`
 * (results/seal.ts): that they voted one way, never for which company (issue 36) nor in which
 * category (issue 37).
 */
export function clusterFlag(
  cluster: Cluster,
  voted: CompanyContext | null,
  sameWay: boolean,
  sealed = false,
): Flag {
  const { from, to, ...details } = cluster.evidence;
  let summary = cluster.text;
  if (voted && sameWay) {
    summary += votedForText(voted, false, sealed);
    // One line: without the category when the company's name is long.
    if (summary.length >= SUMMARY_MAX) summary = cluster.text + votedForText(voted, true, sealed);
  }
  return {
    id: cluster.id,
    kind: cluster.kind,
    severity: cluster.severity,
    summary,
    evidence: {
      count: cluster.members.length,
      from: (from as string | null | undefined) ?? null,
      to: (to as string | null | undefined) ?? null,
      ...details,
      ...(voted && sameWay
        ? {
            // Sealed: neither the company nor its category (issue 37: beside these voters, a
            // category in which only one company has votes would say whom they chose).
            ...(sealed ? {} : { company: voted.company, category: voted.category }),
            votedForCompany: voted.voted,
            votedOnlyForCompany: voted.only,
          }
        : {}),
    },
    voterIds: cluster.members.map((v) => v.id),
  };
}

/** The e-mail checks alone, without the votes (what the unit tests look at). */
export function emailFlags(voters: VoterFacts[], config: IntegrityConfig): Flag[] {
  return emailClusters(voters, config)
    .filter((c) => !c.needsSameWay)
    .map((c) => clusterFlag(c, null, false));
}
