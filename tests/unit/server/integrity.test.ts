/**
 * The integrity checks' pure parts: network prefixes, thresholds from the environment, and the
 * false positives each check must not raise (a busy carrier network, birth years in addresses,
 * a category's first votes).
 */
import { describe, expect, it } from 'vitest';

import type { IntegrityFlag } from '../../../src/domain/admin';
import { companyProfiles } from '../../../src/server/features/integrity/companies';
import { domainClusters } from '../../../src/server/features/integrity/domains';
import {
  emailClusters,
  emailFlags,
  isDisposableDomain,
} from '../../../src/server/features/integrity/emails';
import {
  integrityMessages,
  maskCelular,
  spanText,
  votedForText,
} from '../../../src/server/features/integrity/messages';
import { signupBursts } from '../../../src/server/features/integrity/signups';
import { sealedIds, type VoterFacts } from '../../../src/server/features/integrity/types';
import { findVoteBursts } from '../../../src/server/features/integrity/votes';
import {
  DEFAULT_INTEGRITY_CONFIG as config,
  readIntegrityConfig,
} from '../../../src/server/integrityConfig';
import { networkPrefix } from '../../../src/server/networkPrefix';

const MINUTE = 60_000;
const t0 = Date.UTC(2026, 10, 1);
let nextId = 1;
const voter = (overrides: Partial<VoterFacts>): VoterFacts => ({
  id: nextId++,
  email: `pessoa${nextId}x${Math.random().toString(36).slice(2, 8)}@example.com`,
  celular: `1199${String(nextId).padStart(7, '0')}`,
  created_at: t0,
  signup_prefix: null,
  ...overrides,
});

describe('networkPrefix', () => {
  it('keeps an IPv4 /24 and an IPv6 /64, never the address', () => {
    expect(networkPrefix('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkPrefix('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkPrefix('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(networkPrefix('nonsense')).toBeNull();
    expect(networkPrefix(undefined)).toBeNull();
  });
});

describe('readIntegrityConfig', () => {
  it('takes INTEGRITY_* integers and lists every bad one', () => {
    const problems: string[] = [];
    const read = readIntegrityConfig(
      {
        INTEGRITY_SIGNUP_BURST_MIN: '25',
        INTEGRITY_VOTE_WINDOW_MINUTES: 'x',
        INTEGRITY_SHARED_CONTACT_MIN: '1',
      },
      problems,
    );
    expect(read.signupBurstMin).toBe(25);
    expect(read.voteWindowMinutes).toBe(config.voteWindowMinutes);
    expect(problems).toEqual([
      'INTEGRITY_VOTE_WINDOW_MINUTES: must be an integer from 2 to 1440 (got "x")',
      'INTEGRITY_SHARED_CONTACT_MIN: must be an integer from 2 to 100000 (got "1")',
    ]);
  });
});

describe('checks', () => {
  it('masks a celular for display', () => {
    expect(maskCelular('11987654321')).toBe('(11) 9****-4321');
  });

  it('knows throw-away providers from the maintained list, subdomains included', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('eu.mailinator.com')).toBe(true);
    expect(isDisposableDomain('gmail.com')).toBe(false);
  });

  it('does not flag a busy carrier network signing people up all day', () => {
    const voters = Array.from({ length: 480 }, (_, i) =>
      voter({ signup_prefix: '177.10.0.0/24', created_at: t0 + i * 3 * MINUTE }),
    );
    expect(signupBursts(voters, config)).toEqual([]);
  });

  it('flags ten sign-ups from one network in minutes against its usual rate', () => {
    const background = Array.from({ length: 20 }, (_, i) =>
      voter({ signup_prefix: '177.10.0.0/24', created_at: t0 + i * 4 * 60 * MINUTE }),
    );
    const burst = Array.from({ length: 12 }, (_, i) =>
      voter({ signup_prefix: '177.10.0.0/24', created_at: t0 + 30 * 60 * MINUTE + i * MINUTE }),
    );
    const flags = signupBursts([...background, ...burst], config);
    expect(flags).toHaveLength(1);
    expect(flags[0]!.voterIds.sort()).toEqual(burst.map((v) => v.id).sort());
  });

  it('leaves birth years and scattered numbers alone, flags counters and one mailbox spelled many ways', () => {
    const years = [1985, 1986, 1987, 1988, 1989].map((y) =>
      voter({ email: `maria${y}@gmail.com` }),
    );
    const scattered = [7, 311, 4802, 90210, 123456].map((n) =>
      voter({ email: `joao${n}@gmail.com` }),
    );
    const counter = [1, 2, 3, 5, 6].map((n) =>
      voter({ email: `${String(n).padStart(4, '0')}@x.com.br` }),
    );
    const dots = ['j.silva', 'js.ilva', 'jsilva+votacao'].map((l) =>
      voter({ email: `${l}@gmail.com` }),
    );
    const flags = emailFlags([...years, ...scattered, ...counter, ...dots], config);
    expect(flags.map((f) => f.evidence.pattern).sort()).toEqual(['N@x.com.br', 'jsilva@gmail.com']);
  });

  it('sees a company jump from its usual share to most of a window, not a category warming up', () => {
    const bucket = 30 * MINUTE;
    const rows = [];
    // Category 1: companies 1 and 2, 10 votes each per half hour for 20 half hours…
    for (let b = 100; b < 120; b += 1) {
      rows.push({ company_id: 1, bucket: b, n: 10 }, { company_id: 2, bucket: b, n: 10 });
    }
    // …then 60 votes for company 2 in one half hour.
    rows.push({ company_id: 1, bucket: 120, n: 10 }, { company_id: 2, bucket: 120, n: 70 });
    const categoryOf = new Map([
      [1, 1],
      [2, 1],
    ]);
    const bursts = findVoteBursts(rows, categoryOf, config);
    expect(bursts).toEqual([
      expect.objectContaining({ companyId: 2, firstBucket: 119, lastBucket: 120 }),
    ]);
    // The first window of a category has nothing before it: no burst from the even split.
    expect(findVoteBursts(rows.slice(0, 4), categoryOf, config)).toEqual([]);
    expect(bucket).toBe((config.voteWindowMinutes * MINUTE) / 2);
  });
});

describe('issue 25: patterns beyond plain sequences, own domains, company profiles', () => {
  const patterns = (emails: string[]) =>
    emailClusters(
      emails.map((email) => voter({ email })),
      config,
    ).map((c) => ({ pattern: c.evidence.pattern, sameWay: c.needsSameWay, n: c.members.length }));

  it('counters with gaps (a common step), not scattered numbers or years', () => {
    expect(patterns([10, 20, 40, 50, 70].map((n) => `voto${n}@hotmail.com`))).toEqual([
      { pattern: 'votoN@hotmail.com', sameWay: false, n: 5 },
    ]);
    expect(patterns([13, 58, 201, 777, 90_210].map((n) => `voto${n}@hotmail.com`))).toEqual([]);
    expect(patterns([1970, 1980, 1990, 2000, 2010].map((n) => `ana${n}@gmail.com`))).toEqual([]);
  });

  it('letter runs and name + suffix families (the latter only if they vote one way)', () => {
    expect(patterns('abcef'.split('').map((c) => `voto${c}@outlook.com`))).toEqual([
      { pattern: 'voto[a–f]@outlook.com', sameWay: false, n: 5 },
    ]);
    expect(patterns(['anaa', 'anab', 'joaoc', 'mariad'].map((l) => `${l}@gmail.com`))).toEqual([]);
    expect(
      patterns(
        ['rafa-premio', 'rafa-voto', 'rafa_sorte', 'rafa-top'].map((l) => `${l}@bol.com.br`),
      ),
    ).toEqual([{ pattern: 'rafa-…@bol.com.br', sameWay: true, n: 3 }]);
    // Yahoo's "-tag": one mailbox, not a family.
    expect(
      patterns(['rafa-premio', 'rafa-voto', 'rafa-top'].map((l) => `${l}@yahoo.com.br`)),
    ).toEqual([{ pattern: 'rafa@yahoo.com.br', sameWay: false, n: 3 }]);
  });

  it('one mailbox across gmail.com and googlemail.com; different people at Hotmail', () => {
    expect(patterns(['carla.nunes@gmail.com', 'carlanunes@googlemail.com'])).toEqual([
      { pattern: 'carlanunes@gmail.com', sameWay: false, n: 2 },
    ]);
    expect(patterns(['ana.souza@hotmail.com', 'anasouza@hotmail.com'])).toEqual([]);
  });

  it('own domains: five mailboxes at one, or three numbered look-alikes; never a public provider', () => {
    const at = (domain: string, locals: string[]) =>
      locals.map((l) => voter({ email: `${l}@${domain}` }));
    const five = at('grupoaurora.com.br', ['ana', 'bia', 'caio', 'davi', 'edu']);
    const four = at('familiasouza.com.br', ['ana', 'bia', 'caio', 'davi']);
    const numbered = [1, 2, 3].flatMap((i) => at(`dominio${i}.com.br`, ['pedro.alves']));
    const publicOnes = at('gmail.com', ['a.x', 'b.y', 'c.z', 'd.w', 'e.v', 'f.u']);
    const clusters = domainClusters([...five, ...four, ...numbered, ...publicOnes], config);
    expect(clusters.map((c) => [c.evidence.pattern, c.members.length, c.needsSameWay])).toEqual([
      ['grupoaurora.com.br', 5, true],
      ['dominioN.com.br', 3, true],
    ]);
  });

  it('summaries say how long the sign-ups took and whom they voted for', () => {
    expect(spanText(20 * MINUTE)).toBe('20 min');
    expect(spanText(13 * 60 * MINUTE)).toBe('13 horas');
    expect(spanText(70 * 60 * MINUTE)).toBe('3 dias');
    const where = { company: 'Padaria X', category: 'Padarias', members: 12, voted: 12, only: 12 };
    expect(votedForText(where)).toBe(', votaram só em Padaria X (Padarias)');
    expect(votedForText({ ...where, only: 3 })).toBe(', votaram todas em Padaria X (Padarias)');
    expect(votedForText({ ...where, voted: 10, only: 3 })).toBe(
      ', 10 de 12 votaram em Padaria X (Padarias)',
    );
  });

  it('while results are sealed, that they voted one way, never for whom (issue 36) nor where (issue 37)', () => {
    const where = { company: 'Padaria X', category: 'Padarias', members: 12, voted: 12, only: 12 };
    expect(votedForText(where, false, true)).toBe(', votaram só na mesma empresa');
    expect(votedForText({ ...where, only: 3 }, false, true)).toBe(
      ', votaram todas na mesma empresa',
    );
    expect(votedForText({ ...where, voted: 10, only: 3 }, true, true)).toBe(
      ', 10 de 12 votaram na mesma empresa',
    );
    expect(integrityMessages.voteBurstSealed(41, 93)).toBe(
      '41 votos numa mesma empresa numa janela curta: 93% dos votos da categoria dela nessa janela',
    );
    expect(integrityMessages.companyProfile('Padaria X', ['70% em 3 dias'], true)).toBe(
      'Uma empresa foge do padrão: 70% em 3 dias',
    );
  });

  it('sealed ids name no company nor category: kind and window, numbered by voters', () => {
    const flag = (count: number): IntegrityFlag => ({
      id: 'vote-burst:sealed:100',
      kind: 'vote-burst',
      severity: 'high',
      summary: 's',
      evidence: { count, from: null, to: null, pattern: 'empresa e categoria lacradas' },
      voterIds: [],
    });
    const flags = sealedIds([flag(4), flag(9)]);
    expect(flags.map((f) => f.id)).toEqual(['vote-burst:sealed:100:2', 'vote-burst:sealed:100:1']);
  });

  it('a company with extra single-category votes on three days departs; its peers do not', () => {
    const bucketMs = 30 * MINUTE;
    const day = 48; // buckets per day
    const base = Math.floor(Date.UTC(2026, 9, 5, 3) / bucketMs);
    const buckets: { company_id: number; bucket: number; n: number }[] = [];
    for (let d = 0; d < 10; d += 1) {
      for (const company of [1, 2, 3, 4]) {
        buckets.push({ company_id: company, bucket: base + d * day + 30, n: 10 });
      }
      // Company 4: twenty more votes a day on days 4, 5 and 6.
      if (d >= 4 && d <= 6) buckets.push({ company_id: 4, bucket: base + d * day + 31, n: 20 });
    }
    const single = new Map([
      [1, 10],
      [2, 8],
      [3, 12],
      [4, 70],
    ]);
    const profiles = companyProfiles({ buckets, bucketMs, single, counted: new Map(), config });
    const of = (id: number) => profiles.find((p) => p.companyId === id)!;
    expect(of(4).excessDays).toEqual(['2026-10-09', '2026-10-10', '2026-10-11']);
    expect(of(4).curve).toMatchObject({ departs: true, percent: 38 });
    expect(of(4).single).toMatchObject({ departs: true, percent: 44, restPercent: 10 });
    for (const id of [1, 2, 3]) {
      expect(of(id).single.departs || of(id).curve.departs).toBe(false);
      expect(of(id).excessDays).toEqual([]);
    }
  });

  it('reads the new thresholds from the environment', () => {
    const problems: string[] = [];
    const read = readIntegrityConfig(
      { INTEGRITY_SAME_WAY_PERCENT: '90', INTEGRITY_FRESH_MINUTES: '0' },
      problems,
    );
    expect(read.sameWayPercent).toBe(90);
    expect(problems).toEqual([
      'INTEGRITY_FRESH_MINUTES: must be an integer from 1 to 10080 (got "0")',
    ]);
  });
});
