import {
  formatCpf,
  generateCpf,
  isValidCpf as referenceIsValidCpf,
} from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isValidCpf } from '../../../src/domain/cpf';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '111.444.777-35', '000.000.001-91', '52998224725', '11144477735'])(
    'accepts the known valid number %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(11)))(
    'rejects the all-same-digit number %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
      expect(isValidCpf(formatCpf(cpf))).toBe(false);
    },
  );

  it.each([
    ['529.982.247-24', 'second check digit wrong'],
    ['529.982.247-15', 'first check digit wrong'],
    ['111.444.777-53', 'check digits swapped'],
    ['000.000.001-92', 'second check digit off by one'],
  ])('rejects %s (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each([
    '',
    '529.982.247-2',
    '529.982.247-255',
    '5299822472',
    'abc.def.ghi-jk',
    '52998224725x',
    '529 982 247 25a',
  ])('rejects malformed input %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('agrees with @brazilian-utils on every 11-digit string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        expect(isValidCpf(digits)).toBe(referenceIsValidCpf(digits));
      }),
      { numRuns: 20_000 },
    );
  });

  it('accepts every CPF the reference library generates, bare and masked', () => {
    for (let i = 0; i < 2_000; i++) {
      const cpf = generateCpf();
      expect(isValidCpf(cpf)).toBe(true);
      expect(isValidCpf(formatCpf(cpf))).toBe(true);
    }
  });

  it('rejects any single-digit change of a valid CPF', () => {
    const base = '52998224725';
    for (let position = 0; position < 11; position++) {
      for (let digit = 0; digit <= 9; digit++) {
        const changed = base.slice(0, position) + String(digit) + base.slice(position + 1);
        if (changed !== base) expect(isValidCpf(changed)).toBe(false);
      }
    }
  });
});
