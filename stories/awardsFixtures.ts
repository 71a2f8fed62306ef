/** Story data for the awards' views (issue 41 §2–3): editions, seal checks, nominations. */
import type { NominationCategoryGroups } from '../src/components/views/console/NominationGroupsView';
import type { ArchiveEdition, NominationCategory, SealCheck } from '../src/domain/awards';
import { chooseFinalists, groupNominations } from '../src/domain/nominations';
import { winnerPath } from '../src/domain/slug';

import { LONG_CATEGORY_NAME, LONG_COMPANY_NAME } from './fixtures';

function edition(year: number, winners: [string, string[]][]): ArchiveEdition {
  return {
    year,
    name: 'Prêmio Destaque Empresarial',
    publishedOn: `12/12/${year}`,
    resultsHref: `/vencedores/${year}/resultados`,
    ataHref: `/api/editions/${year}/ata.pdf`,
    receiptsHref: `/api/editions/${year}/receipts.txt`,
    winners: winners.map(([category, companies]) => ({
      category,
      companies,
      href: winnerPath(year, category),
    })),
  };
}

export const ARCHIVE_EDITIONS: ArchiveEdition[] = [
  edition(2027, [
    ['Padarias e Confeitarias', ['Padaria do Zé']],
    ['Farmácias', ['Farmácia Central', 'Drogaria Vida']],
    ['Óticas', []],
    [LONG_CATEGORY_NAME, [LONG_COMPANY_NAME]],
  ]),
  edition(2026, [
    ['Padarias e Confeitarias', ['Panificadora Alvorada']],
    ['Farmácias', ['Farmácia Central']],
  ]),
];

export const SEAL_CHECK: SealCheck = {
  year: 2027,
  award: 'Prêmio Destaque Empresarial 2027',
  category: 'Padarias e Confeitarias',
  winners: ['Padaria do Zé'],
  ataHref: '/api/editions/2027/ata.pdf',
  resultsHref: '/vencedores/2027/resultados',
};

export const NOMINATION_CATEGORIES: NominationCategory[] = [
  { id: 1, name: 'Padarias e Confeitarias', nominated: null },
  { id: 2, name: 'Farmácias', nominated: null },
  { id: 3, name: 'Óticas', nominated: 'Ótica Visão' },
  { id: 4, name: LONG_CATEGORY_NAME, nominated: null },
];

export const MEMBERS: string[] = [
  'Padaria do Zé Ltda.',
  'Padaria Sol',
  'Panificadora Alvorada',
  'Farmácia Central',
  'Farmácia Popular do Centro',
  'Drogaria Vida',
  'Ótica Visão',
];

function repeat(text: string, times: number): string[] {
  return Array.from({ length: times }, () => text);
}

function category(id: number, name: string, nominations: string[]): NominationCategoryGroups {
  const groups = groupNominations(nominations, MEMBERS);
  const { finalists, tiedAtCut } = chooseFinalists(groups);
  return {
    id,
    name,
    groups,
    finalists: finalists.map((g) => g.id),
    tiedAtCut: tiedAtCut.map((g) => g.id),
  };
}

export const GROUPED_CATEGORIES: NominationCategoryGroups[] = [
  category(1, 'Padarias e Confeitarias', [
    ...repeat('Padaria do Zé', 12),
    ...repeat('padaria do ze', 5),
    'Pad. do Zé Ltda.',
    ...repeat('Padaria Sol', 7),
    ...repeat('Padaria Só', 2),
    ...repeat('Panificadora Alvorada', 4),
  ]),
  category(2, 'Farmácias', [
    ...repeat('Farmácia Central', 9),
    ...repeat('Drogaria Vida', 6),
    ...repeat('Farmácia Norte', 3),
    ...repeat('Farmácia Sorte', 3),
    ...repeat('Drogasil', 3),
    ...repeat('Farmácia Popular', 3),
    ...repeat('Farmácia Bem Estar', 3),
    'Farmácia do Povo',
  ]),
];

/** A category nobody nominated in: no group, and no finalist possible. */
export const EMPTY_CATEGORY: NominationCategoryGroups = category(3, 'Óticas', []);

/** The same categories with nothing chosen yet: Publicar stays off. */
export const UNCHOSEN_CATEGORIES: NominationCategoryGroups[] = GROUPED_CATEGORIES.map((c) => ({
  ...c,
  finalists: [],
  tiedAtCut: [],
}));
