/**
 * The operator's stored groups with counts counted afresh (features/nominations/groups.ts,
 * decision 305), and the ata's nominations part as printed.
 */
import { describe, expect, it } from 'vitest';

import type { AtaSnapshot } from '../../../src/domain/trust';
import { renderAta } from '../../../src/server/features/election/ata';
import {
  finalistsOf,
  reconcile,
  toStored,
  visible,
  withCounts,
} from '../../../src/server/features/nominations/groups';
import { pdfText } from '../../helpers/pdf';

const counts = (entries: [string, number][]) => new Map(entries);

describe('stored nomination groups', () => {
  it('groups the spellings first, named as the catalogue writes a matching company', () => {
    const groups = reconcile(
      [],
      counts([
        ['Padaria do Zé', 2],
        ['padaria do ze', 1],
        ['Pad. do Zé Ltda.', 1],
        ['Mercado Central', 1],
      ]),
      ['Padaria do Zé Ltda'],
    );
    expect(groups).toHaveLength(2);
    const ze = groups.find((g) => g.texts.includes('padaria do ze'))!;
    expect(ze.name).toBe('Padaria do Zé Ltda');
    expect(ze.texts.sort()).toEqual(['Pad. do Zé Ltda.', 'Padaria do Zé', 'padaria do ze']);
  });

  it('keeps stored groups and ids; spellings none holds get new groups with the next ids', () => {
    const stored = [{ id: 3, name: 'Padaria do Zé', texts: ['Padaria do Zé'] }];
    const groups = reconcile(
      stored,
      counts([
        ['Padaria do Zé', 1],
        ['Livraria Sol', 2],
      ]),
      [],
    );
    expect(groups).toEqual([stored[0], { id: 4, name: 'Livraria Sol', texts: ['Livraria Sol'] }]);
  });

  it('counts afresh: a spelling nobody counts any more is hidden, its group too when empty', () => {
    const stored = [
      { id: 1, name: 'Padaria do Zé', texts: ['Padaria do Zé', 'padaria do ze'] },
      { id: 2, name: 'Livraria Sol', texts: ['Livraria Sol'] },
    ];
    const all = withCounts(stored, counts([['Padaria do Zé', 2]]));
    expect(all.map((g) => [g.id, g.count])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    const shown = visible(all);
    expect(shown).toEqual([
      { id: 1, name: 'Padaria do Zé', variants: [{ text: 'Padaria do Zé', count: 2 }], count: 2 },
    ]);
    // Stored back whole: the hidden spelling stays in its group (a restored voter counts again).
    expect(toStored(all)).toEqual(stored);
  });

  it('finalists: the five most named with the tie at the cut, or the operator’s among the shown', () => {
    const shown = visible(
      withCounts(
        [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Empresa ${id}`, texts: [`e${id}`] })),
        counts([
          ['e1', 5],
          ['e2', 4],
          ['e3', 3],
          ['e4', 2],
          ['e5', 1],
          ['e6', 1],
        ]),
      ),
    );
    expect(finalistsOf(shown, null)).toEqual({ finalists: [1, 2, 3, 4, 5, 6], tiedAtCut: [5, 6] });
    expect(finalistsOf(shown, [2, 99]).finalists).toEqual([2]);
  });
});

describe('the ata’s nominations part', () => {
  const base: AtaSnapshot = {
    award: 'Prêmio Destaque',
    opensAt: '2026-11-01T11:00:00.000Z',
    closesAt: '2026-11-20T21:00:00.000Z',
    publishedAt: '2026-11-21T12:00:00.000Z',
    registeredVoters: 10,
    votersWhoVoted: 8,
    categories: [],
    invalidated: [],
    integrity: { flags: 0, high: 0, medium: 0, low: 0 },
    receiptsSha256: 'a'.repeat(64),
    auditHead: 'b'.repeat(64),
  };

  it('prints each finalist’s nominations and each merge, on one line each', async () => {
    const text = pdfText(
      await renderAta({
        ...base,
        nominations: [
          {
            category: 'Padaria',
            finalists: [
              { name: 'Padaria do Zé', nominations: 5 },
              { name: 'Pão\nQuente', nominations: 1 },
            ],
            merges: [{ into: 'Padaria do Zé', spellings: ['Padaria e Confeitaria do Zé'] }],
          },
        ],
      }),
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Padaria do Zé — 5 indicações');
    expect(text).toContain('Pão Quente — 1 indicação');
    expect(text).toContain('Junção: “Padaria e Confeitaria do Zé” em “Padaria do Zé”.');
  });

  it('an ata without a phase has no such part; an empty part gives the same bytes', async () => {
    const without = await renderAta(base);
    expect(pdfText(without)).not.toContain('Indicações');
    expect((await renderAta({ ...base, nominations: [] })).equals(without)).toBe(true);
  });
});
