import { describe, expect, it } from 'vitest';

import { countOf, noun, pluralOf } from '../../../src/domain/plural';

describe('countOf (Intl.PluralRules, pt-BR)', () => {
  const alerta = noun('alerta');
  it('singular for 1 only; plural for 0, many and fractions; pt-BR digits', () => {
    expect(countOf(1, alerta)).toBe('1 alerta');
    expect(countOf(0, alerta)).toBe('0 alertas');
    expect(countOf(2, alerta)).toBe('2 alertas');
    expect(countOf(1234, alerta)).toBe('1.234 alertas');
    expect(pluralOf(1, noun('eleitor', 'eleitores'))).toBe('eleitor');
    expect(pluralOf(3, noun('eleitor', 'eleitores'))).toBe('eleitores');
  });
});
