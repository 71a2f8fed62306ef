import { formatCpf } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CPF_MASKED_LENGTH } from '../../../src/domain/cpf';
import { onlyDigits } from '../../../src/domain/digits';
import {
  applyMask,
  CELULAR_MASKED_LENGTH,
  CODE_DIGITS,
  maskCelular,
  maskCode,
  maskCpf,
} from '../../../src/domain/masks';

describe('masks', () => {
  it('masks a CPF as 999.999.999-99', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('529982247251234')).toBe('529.982.247-25');
    expect(maskCpf('52998224725').length).toBe(CPF_MASKED_LENGTH);
  });

  it('masks a CPF progressively while typing', () => {
    expect(maskCpf('5')).toBe('5');
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('529982247')).toBe('529.982.247');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
  });

  it('masks a celular as (99) 99999-9999', () => {
    expect(maskCelular('11987654321')).toBe('(11) 98765-4321');
    expect(maskCelular('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskCelular('11987654321').length).toBe(CELULAR_MASKED_LENGTH);
    expect(maskCelular('1')).toBe('(1');
    expect(maskCelular('119')).toBe('(11) 9');
  });

  it('masks the code to 6 digits and strips non-digits', () => {
    expect(maskCode('ab12c3456789')).toBe('123456');
    expect(maskCode('12 34')).toBe('1234');
    expect(maskCode('123456').length).toBe(CODE_DIGITS);
  });

  it('drops everything that is not a digit, including other scripts', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits('١٢٣ abc')).toBe('');
    expect(maskCpf('abc')).toBe('');
  });

  it('round-trips: unmasking a masked value gives back its digits (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,11}$/), (digits) => {
        expect(onlyDigits(maskCpf(digits))).toBe(digits);
        expect(onlyDigits(maskCelular(digits))).toBe(digits);
        expect(maskCpf(maskCpf(digits))).toBe(maskCpf(digits));
      }),
    );
  });

  it('matches the reference formatter for full CPFs (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        expect(maskCpf(digits)).toBe(formatCpf(digits));
      }),
    );
  });

  it('never produces more characters than the pattern (property)', () => {
    fc.assert(
      fc.property(fc.string(), (anything) => {
        expect(applyMask('999.999.999-99', anything).length).toBeLessThanOrEqual(14);
        expect(maskCelular(anything).length).toBeLessThanOrEqual(15);
        expect(maskCode(anything)).toMatch(/^\d{0,6}$/);
      }),
    );
  });
});
