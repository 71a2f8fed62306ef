/**
 * domain-cluster: accounts at own (non-public) domains that vote one way.
 * - catch-all: at least INTEGRITY_DOMAIN_MAILBOXES_MIN distinct mailboxes at one domain (a
 *   catch-all domain gives a campaigner any number of realistic addresses: ana.ribeiro@,
 *   bruno.costa@…);
 * - numbered look-alikes: at least INTEGRITY_DOMAIN_FAMILY_MIN domains of one numbered family
 *   (dominio1.com.br … dominio8.com.br).
 * Both are flagged only when INTEGRITY_SAME_WAY_PERCENT of the accounts voted for one company
 * (a firm's staff at its own domain vote as they please); companies.ts checks that.
 */
import {
  isPublicMailDomain,
  mailboxIdentity,
  numberedDomainFamily,
  type MailboxIdentity,
} from '../../../domain/mailbox';
import type { IntegrityConfig } from '../../integrityConfig';

import { isDisposableDomain, spanOf } from './emails';
import { integrityMessages } from './messages';
import type { Cluster, VoterFacts } from './types';

/** `identities[i]` is mailboxIdentity(voters[i].email) when the caller has them already. */
export function domainClusters(
  voters: VoterFacts[],
  config: IntegrityConfig,
  identities: (MailboxIdentity | null)[] = voters.map((v) => mailboxIdentity(v.email)),
): Cluster[] {
  const byDomain = new Map<string, { voters: VoterFacts[]; mailboxes: Set<string> }>();
  const publicDomain = new Map<string, boolean>();
  for (let i = 0; i < voters.length; i += 1) {
    const voter = voters[i]!;
    const parsed = identities[i];
    if (!parsed) continue;
    let isPublic = publicDomain.get(parsed.domain);
    if (isPublic === undefined) {
      isPublic = isPublicMailDomain(parsed.domain) || isDisposableDomain(parsed.domain);
      publicDomain.set(parsed.domain, isPublic);
    }
    if (isPublic) continue;
    const entry = byDomain.get(parsed.domain);
    if (entry) {
      entry.voters.push(voter);
      entry.mailboxes.add(parsed.identity);
    } else {
      byDomain.set(parsed.domain, { voters: [voter], mailboxes: new Set([parsed.identity]) });
    }
  }

  const clusters: Cluster[] = [];
  const families = new Map<string, string[]>();
  for (const [domain, { voters: members, mailboxes }] of byDomain) {
    const family = numberedDomainFamily(domain);
    if (family) families.set(family, [...(families.get(family) ?? []), domain]);
    if (mailboxes.size < config.domainMailboxesMin) continue;
    const { from, to, span } = spanOf(members);
    clusters.push({
      id: `domain-cluster:domain:${domain}`,
      kind: 'domain-cluster',
      severity: mailboxes.size >= 2 * config.domainMailboxesMin ? 'high' : 'medium',
      members,
      needsSameWay: true,
      text: integrityMessages.catchAllDomain(members.length, domain, span),
      evidence: { from, to, pattern: domain, domain, mailboxes: mailboxes.size },
    });
  }
  for (const [family, domains] of families) {
    if (domains.length < config.domainFamilyMin) continue;
    domains.sort();
    const members = domains.flatMap((d) => byDomain.get(d)!.voters);
    const { from, to, span } = spanOf(members);
    clusters.push({
      id: `domain-cluster:family:${family}`,
      kind: 'domain-cluster',
      severity: domains.length >= 2 * config.domainFamilyMin ? 'high' : 'medium',
      members,
      needsSameWay: true,
      text: integrityMessages.numberedDomains(members.length, domains.length, family, span),
      evidence: {
        from,
        to,
        pattern: family,
        domains: domains.length,
        domainList: domains.slice(0, 20).join(', '),
      },
    });
  }
  return clusters;
}
