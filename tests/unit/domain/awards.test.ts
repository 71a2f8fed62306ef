/**
 * The archive's and a verification's answers as the pages show them (issue 41 §2): years,
 * links (results by year, files through the given address maker, seals' pages by slug), ties,
 * and the verdict a seal's page draws.
 */
import { describe, expect, it } from 'vitest';

import {
  archiveEditions,
  sealCheckOf,
  sealVerdict,
  type AwardsArchive,
  type SealCheckAnswer,
} from '../../../src/domain/awards';

const fileUrl = (year: number, file: string) => `https://api.example.br/api/awards/${year}/${file}`;

const archive: AwardsArchive = {
  data: [
    {
      year: 2027,
      award: 'Prêmio Destaque Empresarial 2027',
      // 23:30 in São Paulo on 15/12: the day the reader sees is the 15th.
      publishedAt: '2027-12-16T02:30:00.000Z',
      version: 1,
      categories: [
        { category: 'Açaí & Sorveterias', slug: 'acai-sorveterias', winners: ['Gelato'] },
        { category: 'Bares', slug: 'bares', winners: ['A', 'B'] },
        { category: 'Floriculturas', slug: 'floriculturas', winners: [] },
      ],
    },
  ],
};

const answer = (over: Partial<SealCheckAnswer>): SealCheckAnswer => ({
  outcome: 'won',
  year: 2027,
  slug: 'bares',
  award: 'Prêmio Destaque Empresarial 2027',
  category: 'Bares',
  winners: ['A'],
  publishedAt: '2027-12-16T02:30:00.000Z',
  message: '',
  ...over,
});

describe('archiveEditions', () => {
  it('maps each edition to the page: day in São Paulo, links by year, seal pages by slug', () => {
    const [edition] = archiveEditions(archive, fileUrl);
    expect(edition).toMatchObject({
      year: 2027,
      name: 'Prêmio Destaque Empresarial 2027',
      publishedOn: '15/12/2027',
      resultsHref: '/resultados?ano=2027',
      ataHref: 'https://api.example.br/api/awards/2027/ata.pdf',
      receiptsHref: 'https://api.example.br/api/awards/2027/receipts.txt',
    });
    expect(edition!.winners).toEqual([
      {
        category: 'Açaí & Sorveterias',
        href: '/vencedores/2027/acai-sorveterias',
        companies: ['Gelato'],
      },
      { category: 'Bares', href: '/vencedores/2027/bares', companies: ['A', 'B'] },
      { category: 'Floriculturas', href: '/vencedores/2027/floriculturas', companies: [] },
    ]);
  });
});

describe('sealCheckOf and sealVerdict', () => {
  it('a winner confirms, with the ata and the results of its year', () => {
    const check = sealCheckOf(answer({}), fileUrl);
    expect(check).toMatchObject({
      category: 'Bares',
      winners: ['A'],
      ataHref: 'https://api.example.br/api/awards/2027/ata.pdf',
      resultsHref: '/resultados?ano=2027',
    });
    expect(sealVerdict(check)).toBe('confirmed');
  });

  it('no votes, no category or no edition do not check; only a published year links its ata', () => {
    const noVotes = sealCheckOf(answer({ outcome: 'no-votes', winners: [] }), fileUrl);
    expect(sealVerdict(noVotes)).toBe('mismatch');
    const noCategory = sealCheckOf(
      answer({ outcome: 'no-category', category: null, winners: [], slug: 'joias' }),
      fileUrl,
    );
    expect(noCategory.category).toBe('joias');
    expect(sealVerdict(noCategory)).toBe('mismatch');
    const noEdition = sealCheckOf(
      answer({ outcome: 'no-edition', award: null, category: null, winners: [] }),
      fileUrl,
    );
    expect(noEdition.ataHref).toBeUndefined();
    expect(sealVerdict(noEdition)).toBe('mismatch');
  });
});
