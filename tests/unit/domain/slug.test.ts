/** The one slug rule for a category's address (issue 41 §2): `/vencedores/{year}/{slug}`. */
import { describe, expect, it } from 'vitest';

import { sealVerdict } from '../../../src/domain/awards';
import { categorySlug, slugClash, winnerPath } from '../../../src/domain/slug';

describe('a category slug', () => {
  it.each([
    ['Padarias', 'padarias'],
    ['Açaí e Sorveterias', 'acai-e-sorveterias'],
    ['  Bares   &  Restaurantes  ', 'bares-restaurantes'],
    ['Óticas / Relojoarias', 'oticas-relojoarias'],
    ['Melhor Pão-de-Queijo!', 'melhor-pao-de-queijo'],
    ['Moda Infantil (0–12 anos)', 'moda-infantil-0-12-anos'],
    ['ÁGUA MINERAL', 'agua-mineral'],
    ['Кафе Москва', 'кафе-москва'],
  ])('of "%s" is "%s"', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });

  it('ends at the last whole word within 60 characters, or cuts one long word there', () => {
    const long =
      'Materiais de Construção, Acabamento e Decoração para Residências e Comércios do Vale';
    expect(categorySlug(long)).toBe('materiais-de-construcao-acabamento-e-decoracao-para');
    expect(categorySlug('x'.repeat(200))).toBe('x'.repeat(60));
    expect(categorySlug('a'.repeat(60))).toBe('a'.repeat(60));
  });

  it('is the same for the same name written in another Unicode form', () => {
    expect(categorySlug('Cafe\u0301s')).toBe(categorySlug('Caf\u00e9s'));
  });

  it("finds the category that already has a new name's slug", () => {
    const existing = ['Bares e Restaurantes', 'Padarias'];
    expect(slugClash('Bares-e-Restaurantes', existing)).toBe('Bares e Restaurantes');
    expect(slugClash('Farmácias', existing)).toBeNull();
  });

  it('makes the verification address, percent-encoding other alphabets', () => {
    expect(winnerPath(2027, 'Açaí e Sorveterias')).toBe('/vencedores/2027/acai-e-sorveterias');
    expect(winnerPath(2027, 'Кафе')).toBe('/vencedores/2027/%D0%BA%D0%B0%D1%84%D0%B5');
  });
});

describe("a seal's verdict", () => {
  const check = { year: 2027, award: 'Prêmio', category: 'Padarias', winners: ['Padaria do Zé'] };

  it('confirms a category and year that elected a company, and the company the address names', () => {
    expect(sealVerdict(check)).toBe('confirmed');
    expect(sealVerdict({ ...check, claimed: 'Padaria do Zé' })).toBe('confirmed');
    expect(
      sealVerdict({ ...check, winners: ['A', 'Padaria do Zé'], claimed: 'Padaria do Zé' }),
    ).toBe('confirmed');
  });

  it('refuses a category or year without a winner, and a company that did not win', () => {
    expect(sealVerdict({ ...check, winners: [] })).toBe('mismatch');
    expect(sealVerdict({ ...check, claimed: 'Padaria Sol' })).toBe('mismatch');
  });
});
