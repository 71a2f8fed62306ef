/**
 * The category list's JSON text (decision 141) against JSON.stringify of the same answer built
 * as objects, with names that need escaping.
 */
import { describe, expect, it } from 'vitest';

import { categoriesJson } from '../../../src/server/catalog/ballot';
import type { CatalogSnapshot } from '../../../src/server/catalog/cache';

const snapshot: CatalogSnapshot = {
  version: 7,
  categories: [
    {
      id: 3,
      name: 'Açaí & "Sorvetes" \\ Ltda',
      companies: [
        { id: 31, name: 'Casa do Pão – Unidade 2\u2028' },
        { id: 32, name: 'Tab\there <script>' },
      ],
    },
    { id: 1, name: 'Empresa sem 🍕 empresas', companies: [] },
    { id: 2, name: 'Óticas', companies: [{ id: 21, name: 'Ótica Visão' }] },
  ],
};

/** The answer as the route built it before decision 141, serialised by JSON.stringify. */
function expected(choices: Map<number, { companyId: number; receipt: string }>): string {
  return JSON.stringify({
    data: snapshot.categories.map((category) => ({
      id: category.id,
      name: category.name,
      hasVoted: choices.has(category.id),
      votedCompanyId: choices.get(category.id)?.companyId ?? null,
      // The vote's receipt (issue 26), null before a vote.
      receipt: choices.get(category.id)?.receipt ?? null,
      companies: category.companies.map(({ id, name }) => ({ id, name })),
    })),
  });
}

describe('categoriesJson', () => {
  it('is the same text as JSON.stringify of the answer, names escaped', () => {
    for (const choices of [
      new Map<number, { companyId: number; receipt: string }>(),
      new Map([[3, { companyId: 32, receipt: 'K7QF-M2XD-9TZA' }]]),
      new Map([
        [3, { companyId: 31, receipt: 'AAAA-BBBB-CCCC' }],
        [2, { companyId: 21, receipt: 'DDDD-EEEE-FFFF' }],
        [99, { companyId: 1, receipt: 'GGGG-HHHH-JJJJ' }],
      ]),
    ]) {
      const text = categoriesJson(snapshot, choices);
      expect(text).toBe(expected(choices));
      expect(() => JSON.parse(text) as unknown).not.toThrow();
    }
  });

  it('an empty catalogue is {"data":[]}', () => {
    expect(categoriesJson({ version: 1, categories: [] }, new Map())).toBe('{"data":[]}');
  });

  it('a new snapshot of the catalogue is written anew, never from an older one', () => {
    const renamed: CatalogSnapshot = {
      version: 8,
      categories: [{ ...snapshot.categories[2]!, name: 'Óticas e Relojoarias' }],
    };
    expect(JSON.parse(categoriesJson(snapshot, new Map())).data[2].name).toBe('Óticas');
    expect(JSON.parse(categoriesJson(renamed, new Map())).data[0].name).toBe(
      'Óticas e Relojoarias',
    );
  });
});
