/**
 * email-pattern and disposable-email. Both group addresses by domain in one pass:
 * - counter series: local parts equal once their digits are blanked (eleitor001, eleitor002…)
 *   whose numbers run close together;
 * - near-identical: local parts that are the same mailbox once dots, dashes, underscores and a
 *   "+tag" are removed (j.silva, jsilva+1: Gmail delivers both to one inbox);
 * - throw-away providers, from the maintained `mailchecker` list (domain or any parent domain).
 */
import MailChecker from 'mailchecker';

import { integrityMessages } from './messages';
import type { IntegrityConfig } from './thresholds';
import { iso, type Flag, type VoterFacts } from './types';

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

function span(voters: VoterFacts[]) {
  let from = Infinity;
  let to = -Infinity;
  for (const v of voters) {
    from = Math.min(from, v.created_at);
    to = Math.max(to, v.created_at);
  }
  return { from: iso(from), to: iso(to) };
}

interface Numbered {
  voter: VoterFacts;
  value: number;
  digits: string;
}

function counterSeries(group: Numbered[], config: IntegrityConfig): Numbered[][] {
  group.sort((a, b) => a.value - b.value);
  const series: Numbered[][] = [];
  let run: Numbered[] = [];
  for (const item of group) {
    const previous = run[run.length - 1];
    if (previous && item.value - previous.value > config.emailCounterMaxGap) {
      series.push(run);
      run = [];
    }
    run.push(item);
  }
  series.push(run);
  return series.filter(
    (s) => s.length >= config.emailPatternMin && !s.every((item) => looksLikeYear(item.digits)),
  );
}

export function emailFlags(voters: VoterFacts[], config: IntegrityConfig): Flag[] {
  const counters = new Map<string, Numbered[]>();
  // Almost every mailbox is unique: keep the first voter bare, make a list on the second.
  const mailboxes = new Map<string, VoterFacts | VoterFacts[]>();
  const disposable = new Map<string, VoterFacts[]>();
  const disposableDomain = new Map<string, boolean>();

  for (const voter of voters) {
    const email = voter.email.toLowerCase();
    const at = email.lastIndexOf('@');
    if (at <= 0) continue;
    const local = email.slice(0, at);
    const domain = email.slice(at + 1);
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

    const plus = local.indexOf('+');
    const mailbox = (plus >= 0 ? local.slice(0, plus) : local).replace(/[._-]/g, '');
    const key = `${domain}|${mailbox}`;
    const seen = mailboxes.get(key);
    if (seen === undefined) mailboxes.set(key, voter);
    else if (Array.isArray(seen)) seen.push(voter);
    else mailboxes.set(key, [seen, voter]);

    if (/\d/.test(local)) {
      const runs = local.match(/\d+/g)!;
      const digits = runs[runs.length - 1]!;
      const counterKey = `${domain}|${local.replace(/\d+/g, '#')}`;
      const item = { voter, value: Number(digits.slice(-15)), digits };
      const list = counters.get(counterKey);
      if (list) list.push(item);
      else counters.set(counterKey, [item]);
    }
  }

  const flags: Flag[] = [];
  for (const [key, group] of counters) {
    if (group.length < config.emailPatternMin) continue;
    const [domain, skeleton] = key.split('|') as [string, string];
    for (const series of counterSeries(group, config)) {
      const members = series.map((s) => s.voter);
      const pattern = `${skeleton.replace(/#/g, 'N')}@${domain}`;
      const low = series[0]!.digits;
      const high = series[series.length - 1]!.digits;
      flags.push({
        id: `email-pattern:counter:${key}:${low}`,
        kind: 'email-pattern',
        severity: series.length >= 4 * config.emailPatternMin ? 'high' : 'medium',
        summary: integrityMessages.emailCounter(members.length, domain, pattern),
        evidence: {
          count: members.length,
          ...span(members),
          pattern,
          domain,
          first: low,
          last: high,
        },
        voterIds: members.map((v) => v.id),
      });
    }
  }
  for (const [key, group] of mailboxes) {
    if (!Array.isArray(group) || group.length < config.nearIdenticalMin) continue;
    const [domain, mailbox] = key.split('|') as [string, string];
    flags.push({
      id: `email-pattern:mailbox:${key}`,
      kind: 'email-pattern',
      severity: group.length >= 5 ? 'medium' : 'low',
      summary: integrityMessages.emailNearIdentical(group.length, domain, mailbox),
      evidence: { count: group.length, ...span(group), pattern: `${mailbox}@${domain}`, domain },
      voterIds: group.map((v) => v.id),
    });
  }
  for (const [domain, group] of disposable) {
    if (group.length < config.disposableMin) continue;
    flags.push({
      id: `disposable-email:${domain}`,
      kind: 'disposable-email',
      severity: group.length >= 10 ? 'high' : group.length >= 3 ? 'medium' : 'low',
      summary: integrityMessages.disposable(group.length, domain),
      evidence: { count: group.length, ...span(group), pattern: domain, domain },
      voterIds: group.map((v) => v.id),
    });
  }
  return flags;
}
