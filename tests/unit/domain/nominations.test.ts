/**
 * The nominations' grouping (issue 41 §3, decision 316): which spellings are one company, the
 * groups and their counts, the operator's merge, split and name, and the finalists with ties.
 */
import { describe, expect, it } from 'vitest';

import {
  chooseFinalists,
  groupNominations,
  mergeGroups,
  nameGroup,
  nominationTokens,
  sameCompany,
  splitGroup,
  type NominationGroup,
} from '../../../src/domain/nominations';

function repeat(text: string, times: number): string[] {
  return Array.from({ length: times }, () => text);
}

describe('the normal form of a nomination', () => {
  it('drops accents, case, punctuation, connectives and legal suffixes at the end', () => {
    expect(nominationTokens('  Padaria   do ZÉ, Ltda.  ').map((w) => w.text)).toEqual([
      'padaria',
      'ze',
    ]);
    expect(nominationTokens('Açougue Bom Preço EIRELI - ME').map((w) => w.text)).toEqual([
      'acougue',
      'bom',
      'preco',
    ]);
  });

  it.each(['S/A', 'S.A.', 'S. A.', 's/a', 'SA', 'EPP', 'ME', 'Ltda', 'LTDA.', 'MEI'])(
    'reads "Mercado União %s" as "Mercado União"',
    (suffix) => {
      expect(sameCompany(`Mercado União ${suffix}`, 'Mercado União')).toBe(true);
      expect(nominationTokens(`Mercado União ${suffix}`).map((w) => w.text)).toEqual([
        'mercado',
        'uniao',
      ]);
    },
  );

  it('keeps a legal form that is the whole name, and a suffix word inside a name', () => {
    expect(nominationTokens('ME').map((w) => w.text)).toEqual(['me']);
    expect(nominationTokens('Sa Padaria').map((w) => w.text)).toEqual(['sa', 'padaria']);
  });

  it('marks abbreviations by their full stop', () => {
    expect(nominationTokens('Pad. do Zé')).toEqual([
      { text: 'pad', key: 'pad', abbreviated: true },
      { text: 'ze', key: 'ze', abbreviated: false },
    ]);
  });

  it('reads look-alike letters of other alphabets as the Latin ones (confusables skeleton)', () => {
    // "Раdaria" with a Cyrillic Р and а.
    expect(sameCompany('\u0420\u0430daria do Zé', 'Padaria do Zé')).toBe(true);
  });

  it('has no words for a nomination without letters or digits', () => {
    expect(nominationTokens(' -- . ')).toEqual([]);
    expect(sameCompany('...', '...')).toBe(false);
  });
});

describe('one company or two', () => {
  it.each([
    ['Padaria do Zé', 'padaria do ze'],
    ['Padaria do Zé', 'Pad. do Zé Ltda.'],
    ['padaria do ze', 'PAD. DO ZÉ LTDA'],
    ['Padaria do Zé', 'Padaria Zé'],
    ['Padaria do Zé', 'Padria do Zé'],
    ['Padaria do Zé', 'Pada ria do Zé'],
    ['Supermercado Bom Jesus', 'Supermecado Bom Jesus'],
    ['Distribuidora Irmãos Almeida', 'Distrbuidra Irmaos Almeida'],
    ['Ótica Visão S/A', 'otica visao s.a.'],
  ])('"%s" and "%s" are one', (a, b) => {
    expect(sameCompany(a, b)).toBe(true);
    expect(sameCompany(b, a)).toBe(true);
  });

  it.each([
    ['Padaria Só', 'Padaria Sol'],
    ['Farmácia Norte', 'Farmácia Sorte'],
    ['Padaria do Zé', 'Padaria do Zeca'],
    ['Padaria do Zé', 'Padaria e Confeitaria do Zé'],
    ['Pa. do Zé', 'Padaria do Zé'],
    ['Padaria do Zé', 'Pad do Zé'],
    ['Auto Peças 2000', 'Auto Peças 3000'],
  ])('"%s" and "%s" are two', (a, b) => {
    expect(sameCompany(a, b)).toBe(false);
    expect(sameCompany(b, a)).toBe(false);
  });
});

describe('grouping a category', () => {
  const nominations = [
    ...repeat('Padaria do Zé', 5),
    ...repeat('padaria do ze', 3),
    'Pad. do Zé Ltda.',
    ...repeat('Padaria Sol', 4),
    ...repeat('Padaria Só', 2),
    '   ',
    '!!!',
  ];

  it('gathers spellings of one company, counts them, names each group by its most written', () => {
    const groups = groupNominations(nominations);
    expect(groups.map((g) => [g.name, g.count])).toEqual([
      ['Padaria do Zé', 9],
      ['Padaria Sol', 4],
      ['Padaria Só', 2],
    ]);
    expect(groups[0]!.variants).toEqual([
      { text: 'Padaria do Zé', count: 5 },
      { text: 'padaria do ze', count: 3 },
      { text: 'Pad. do Zé Ltda.', count: 1 },
    ]);
  });

  it('is the same whatever the order of the nominations', () => {
    const reversed = [...nominations].reverse();
    expect(groupNominations(reversed)).toEqual(groupNominations(nominations));
  });

  it("names a group as the member list writes it, when it is one of the association's members", () => {
    const groups = groupNominations(nominations, ['PADARIA DO ZÉ LTDA', 'Mercado Central']);
    expect(groups[0]!.name).toBe('PADARIA DO ZÉ LTDA');
    expect(groups[1]!.name).toBe('Padaria Sol');
  });

  it("does not chain small steps away from a group's first spelling", () => {
    const groups = groupNominations([
      'Panificadora Alvorada',
      'Panificadora Alvorado',
      'Panificadora Alvoraeo',
    ]);
    // "alvorado" is one step from "alvorada"; "alvoraeo" is two from it (one from "alvorado").
    expect(groups.map((g) => g.count)).toEqual([2, 1]);
  });

  it('leaves out blank nominations and an empty category', () => {
    expect(groupNominations(['', ' ', '.'])).toEqual([]);
  });
});

describe("the operator's operations", () => {
  const groups = groupNominations([
    ...repeat('Padaria do Zé', 5),
    ...repeat('Padaria Sol', 4),
    ...repeat('Padaria Só', 2),
    'Panificadora Zé',
  ]);
  const idOf = (name: string) => groups.find((g) => g.name === name)!.id;

  it('merges groups into one, keeping its name and id and adding the counts', () => {
    const merged = mergeGroups(groups, [idOf('Padaria Só')], idOf('Padaria Sol'));
    expect(merged.map((g) => [g.name, g.count])).toEqual([
      ['Padaria Sol', 6],
      ['Padaria do Zé', 5],
      ['Panificadora Zé', 1],
    ]);
    expect(merged[0]!.id).toBe(idOf('Padaria Sol'));
    expect(merged[0]!.variants.map((v) => v.text)).toEqual(['Padaria Sol', 'Padaria Só']);
    expect(groups).toHaveLength(4);
  });

  it('splits spellings out into a new group with the next id', () => {
    const merged = mergeGroups(groups, [idOf('Padaria Só')], idOf('Padaria Sol'));
    const split = splitGroup(merged, idOf('Padaria Sol'), ['Padaria Só']);
    expect(split.map((g) => [g.name, g.count])).toEqual([
      ['Padaria do Zé', 5],
      ['Padaria Sol', 4],
      ['Padaria Só', 2],
      ['Panificadora Zé', 1],
    ]);
    expect(split.find((g) => g.name === 'Padaria Só')!.id).toBe(5);
  });

  it('gives the staying spellings a name of their own when the name left', () => {
    const merged = mergeGroups(groups, [idOf('Padaria Sol')], idOf('Padaria Só'));
    const split = splitGroup(merged, idOf('Padaria Só'), ['Padaria Só']);
    expect(split.find((g) => g.id === idOf('Padaria Só'))!.name).toBe('Padaria Sol');
  });

  it('never leaves a group empty, and ignores spellings it does not hold', () => {
    expect(splitGroup(groups, idOf('Padaria Sol'), ['Padaria Sol'])).toEqual(groups);
    expect(splitGroup(groups, idOf('Padaria Sol'), ['Outra'])).toEqual(groups);
    expect(mergeGroups(groups, [99], 98)).toEqual(groups);
  });

  it("names a group in the catalogue's normal form", () => {
    const named = nameGroup(groups, idOf('Padaria do Zé'), '  Padaria   do Zé  Ltda ');
    expect(named.find((g) => g.id === idOf('Padaria do Zé'))!.name).toBe('Padaria do Zé Ltda');
  });
});

describe('the finalists', () => {
  function group(id: number, count: number): NominationGroup {
    return { id, name: `Empresa ${String(id).padStart(2, '0')}`, variants: [], count };
  }

  it('are the five most named', () => {
    const groups = [group(1, 9), group(2, 8), group(3, 7), group(4, 6), group(5, 5), group(6, 4)];
    const { finalists, tiedAtCut } = chooseFinalists(groups);
    expect(finalists.map((g) => g.id)).toEqual([1, 2, 3, 4, 5]);
    expect(tiedAtCut).toEqual([]);
  });

  it('keep every group tied at the last place, and show which', () => {
    const groups = [
      group(1, 9),
      group(2, 8),
      group(3, 7),
      group(4, 6),
      group(5, 5),
      group(6, 5),
      group(7, 5),
      group(8, 1),
    ];
    const { finalists, tiedAtCut } = chooseFinalists(groups);
    expect(finalists.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(tiedAtCut.map((g) => g.id)).toEqual([5, 6, 7]);
  });

  it('are every group when there are fewer than asked, and a tie above the cut is no tie at it', () => {
    expect(chooseFinalists([group(1, 2), group(2, 2)]).finalists).toHaveLength(2);
    const { tiedAtCut } = chooseFinalists([group(1, 5), group(2, 5), group(3, 1)], 2);
    expect(tiedAtCut).toEqual([]);
  });
});
