/** shared-contact: many voters giving one celular (a family may share one; dozens do not). */
import type { IntegrityConfig } from '../../integrityConfig';

import { integrityMessages, maskCelular } from './messages';
import { iso, type Flag, type VoterFacts } from './types';

export function sharedContacts(voters: VoterFacts[], config: IntegrityConfig): Flag[] {
  const byCelular = new Map<string, VoterFacts[]>();
  for (const voter of voters) {
    const list = byCelular.get(voter.celular);
    if (list) list.push(voter);
    else byCelular.set(voter.celular, [voter]);
  }
  const flags: Flag[] = [];
  for (const [celular, group] of byCelular) {
    if (group.length < config.sharedContactMin) continue;
    let from = Infinity;
    let to = -Infinity;
    for (const v of group) {
      from = Math.min(from, v.created_at);
      to = Math.max(to, v.created_at);
    }
    const masked = maskCelular(celular);
    flags.push({
      // The id carries a masked number only: flag ids end up in URLs and logs.
      id: `shared-contact:${masked}:${group[0]!.id}`,
      kind: 'shared-contact',
      severity: group.length >= 3 * config.sharedContactMin ? 'high' : 'medium',
      summary: integrityMessages.sharedContact(group.length, masked),
      evidence: { count: group.length, from: iso(from), to: iso(to), pattern: masked },
      voterIds: group.map((v) => v.id),
    });
  }
  return flags;
}
