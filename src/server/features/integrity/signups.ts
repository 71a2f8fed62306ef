/**
 * signup-burst: a cluster of sign-ups from one network prefix, compared with that prefix's own
 * rate over the rest of the election (a mobile carrier's shared prefix signs up many people,
 * just not all within minutes).
 */
import type { IntegrityConfig } from '../../integrityConfig';

import { integrityMessages } from './messages';
import { iso, MINUTE, type Flag, type VoterFacts } from './types';

export function signupBursts(voters: VoterFacts[], config: IntegrityConfig): Flag[] {
  const window = config.signupWindowMinutes * MINUTE;
  const byPrefix = new Map<string, VoterFacts[]>();
  let first = Infinity;
  let last = -Infinity;
  for (const voter of voters) {
    if (voter.created_at < first) first = voter.created_at;
    if (voter.created_at > last) last = voter.created_at;
    if (!voter.signup_prefix) continue;
    const list = byPrefix.get(voter.signup_prefix);
    if (list) list.push(voter);
    else byPrefix.set(voter.signup_prefix, [voter]);
  }
  // The sign-up period, at least a day, so a young election does not make every prefix "busy".
  const period = Math.max(last - first, 24 * 60 * MINUTE);

  const flags: Flag[] = [];
  for (const [prefix, list] of byPrefix) {
    if (list.length < config.signupBurstMin) continue;
    list.sort((a, b) => a.created_at - b.created_at);
    // Two pointers: mark every sign-up that sits in some window holding signupBurstMin or more.
    const marked = new Uint8Array(list.length);
    let start = 0;
    for (let end = 0; end < list.length; end += 1) {
      const t = list[end]!.created_at;
      while (t - list[start]!.created_at > window) start += 1;
      if (end - start + 1 >= config.signupBurstMin) marked.fill(1, start, end + 1);
    }
    let i = 0;
    while (i < list.length) {
      if (!marked[i]) {
        i += 1;
        continue;
      }
      let j = i;
      while (j + 1 < list.length && marked[j + 1]) j += 1;
      const burst = list.slice(i, j + 1);
      i = j + 1;
      const from = burst[0]!.created_at;
      const to = burst[burst.length - 1]!.created_at;
      const span = Math.max(to - from, window);
      // The prefix's average per window over the whole period, burst included (so a steady
      // stream, however large, never stands out against itself); at least 1.
      const usual = Math.max(1, (list.length * window) / period);
      const perWindow = (burst.length * window) / span;
      const times = perWindow / usual;
      if (times < config.signupBurstRatio) continue;
      const minutes = Math.max(1, Math.round((to - from) / MINUTE));
      flags.push({
        id: `signup-burst:${prefix}:${from}`,
        kind: 'signup-burst',
        severity: burst.length >= 3 * config.signupBurstMin ? 'high' : 'medium',
        summary: integrityMessages.signupBurst(burst.length, prefix, minutes, Math.round(times)),
        evidence: {
          count: burst.length,
          from: iso(from),
          to: iso(to),
          pattern: prefix,
          minutes,
          usualPerWindow: Math.round(usual * 10) / 10,
          prefixTotal: list.length,
        },
        voterIds: burst.map((v) => v.id),
      });
    }
  }
  return flags;
}
