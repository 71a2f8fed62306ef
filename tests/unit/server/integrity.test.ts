/**
 * The integrity checks' pure parts: network prefixes, thresholds from the environment, and the
 * false positives each check must not raise (a busy carrier network, birth years in addresses,
 * a category's first votes).
 */
import { describe, expect, it } from 'vitest';

import { emailFlags, isDisposableDomain } from '../../../src/server/integrity/emails';
import { maskCelular } from '../../../src/server/integrity/messages';
import { networkPrefix } from '../../../src/server/integrity/prefix';
import { signupBursts } from '../../../src/server/integrity/signups';
import {
  DEFAULT_INTEGRITY_CONFIG as config,
  readIntegrityConfig,
} from '../../../src/server/integrity/thresholds';
import type { VoterFacts } from '../../../src/server/integrity/types';
import { findVoteBursts } from '../../../src/server/integrity/votes';

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
