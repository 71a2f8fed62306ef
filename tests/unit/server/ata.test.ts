/**
 * The ata's renderer on made-up snapshots (issue 36 §5): every name prints (Latin, Greek,
 * Cyrillic), on one line whatever it holds; a category nobody voted in says so; no heading is
 * left alone at a page's foot, however many categories; the PDF is tagged (structure tree, marked
 * content, language) and the same snapshot gives the same bytes. Read back with pdftotext and
 * pdfinfo (Debian's poppler-utils).
 */
import { describe, expect, it } from 'vitest';

import type { AtaSnapshot } from '../../../src/domain/trust';
import { renderAta } from '../../../src/server/features/election/ata';
import { ataText } from '../../../src/server/features/election/ataText';
import { pdfInfo, pdfPages, pdfText } from '../../helpers/pdf';

function snapshot(over: Partial<AtaSnapshot> = {}): AtaSnapshot {
  return {
    award: 'Prêmio Destaque',
    opensAt: '2026-11-01T11:00:00.000Z',
    closesAt: '2026-11-20T21:00:00.000Z',
    publishedAt: '2026-11-21T12:00:00.000Z',
    registeredVoters: 120,
    votersWhoVoted: 98,
    categories: [],
    invalidated: [],
    integrity: { flags: 0, high: 0, medium: 0, low: 0 },
    receiptsSha256: 'a'.repeat(64),
    auditHead: 'b'.repeat(64),
    ...over,
  };
}

describe('the ata de apuração (renderer)', () => {
  it('prints Latin, Greek and Cyrillic names, each on one line, and zero-vote categories as such', async () => {
    const pdf = await renderAta(
      snapshot({
        award: 'Prêmio\u0085999 votos\nDestaque',
        categories: [
          {
            category: 'Restaurante',
            companies: [
              { name: 'Доброе утро', votes: 4, rank: 1 },
              { name: 'Αθηνά Ψητοπωλείο', votes: 2, rank: 2 },
              { name: 'Phở Sài Gòn', votes: 2, rank: 2 },
              { name: 'Ótica\n999 votos\u2028Falsa', votes: 0, rank: 4 },
            ],
            receipts: 8,
          },
          {
            category: 'Farmácia',
            companies: [
              { name: 'Drogaria Central', votes: 0, rank: 1 },
              { name: 'Farmácia Vida', votes: 0, rank: 1 },
            ],
            receipts: 0,
          },
        ],
      }),
    );
    const text = pdfText(pdf);
    expect(text).toContain('Ata de apuração — Prêmio 999 votos Destaque');
    expect(text).toMatch(/1º\s+Доброе утро — 4 votos/);
    expect(text).toMatch(/2º \(empate\)\s+Αθηνά Ψητοπωλείο — 2 votos/);
    expect(text).toMatch(/2º \(empate\)\s+Phở Sài Gòn — 2 votos/);
    expect(text).toContain('Ótica 999 votos Falsa — 0 votos');
    // No name starts a line of its own.
    expect(text).not.toMatch(/^\s*999 votos/m);
    expect(text).toMatch(/Farmácia\s+Nenhum voto nesta categoria\./);
    expect(text).not.toMatch(/Drogaria Central|1º \(empate\).*0 votos/);
    expect(text).toContain('Eleitores válidos: 120 (0 invalidados)');
    expect(text).not.toContain('.:');
  });

  it('counts invalidated voters per category, and an older snapshot’s free text never prints', async () => {
    const pdf = await renderAta(
      snapshot({
        registeredVoters: 10,
        invalidated: [
          { category: 'duplicate', voters: 2, votes: 5 },
          { category: 'vote-buying', voters: 1, votes: 1 },
          // A snapshot stored before issue 36 had the operator's text instead of a category.
          {
            reason: 'Maria Souza, CPF final 4321.\n999 votos para a Padaria',
            voters: 1,
            votes: 3,
          } as never,
        ],
      }),
    );
    const text = pdfText(pdf);
    expect(text).toContain('Eleitores válidos: 10 (4 invalidados)');
    expect(text).toContain('Cadastro duplicado: 2 eleitores, 5 votos');
    expect(text).toContain('Compra ou coação de voto: 1 eleitor, 1 voto');
    expect(text).toContain('Outro motivo: 1 eleitor, 3 votos');
    for (const leaked of ['Maria', 'Souza', '4321', '999']) expect(text).not.toContain(leaked);
  });

  it('never leaves a heading alone at the foot of a page, with many categories of every size', async () => {
    for (const count of [23, 37, 51]) {
      const categories = Array.from({ length: count }, (_, i) => ({
        category: `Categoria ${i + 1}${i % 5 === 0 ? ' com um nome bem mais comprido que o das outras' : ''}`,
        companies: Array.from({ length: (i * 7) % 9 }, (_, j) => ({
          name: `Empresa ${i + 1}.${j + 1}`,
          votes: j === 0 && i % 4 === 0 ? 0 : 9 - j,
          rank: j + 1,
        })),
        receipts: 3,
      }));
      const pdf = await renderAta(snapshot({ categories }));
      const headings = new Set([
        ...categories.map((c) => c.category),
        ataText.windowHeading,
        ataText.turnoutHeading,
        ataText.resultsHeading,
        ataText.invalidatedHeading,
        ataText.integrityHeading,
        ataText.digestsHeading,
        ataText.signaturesHeading('Prêmio Destaque'),
      ]);
      const pages = pdfPages(pdf);
      expect(pages.length).toBeGreaterThan(1);
      pages.forEach((page, i) => {
        const lines = page
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !/^Página \d+ de \d+$/.test(l));
        expect(headings.has(lines.at(-1)!), `page ${i + 1} of ${count}: ${lines.at(-1)}`).toBe(
          false,
        );
        if (i > 0) expect(lines[0], `page ${i + 1} starts`).not.toMatch(/^\d+º|recibos? publicad/);
      });
    }
  }, 60_000);

  it('is a tagged PDF 1.7 in pt-BR, with a signature block, the same bytes for the same snapshot', async () => {
    const ata = snapshot({
      categories: [
        {
          category: 'Padaria',
          companies: [{ name: 'Pão Quente', votes: 1, rank: 1 }],
          receipts: 1,
        },
      ],
    });
    const pdf = await renderAta(ata);
    expect((await renderAta(structuredClone(ata))).equals(pdf)).toBe(true);
    const info = pdfInfo(pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toMatch(/\/MarkInfo\s*(\d+ 0 R|<<\s*\/Marked true)/);
    expect(raw).toMatch(/\/Lang \(pt-BR\)/);
    for (const tag of ['/S /Document', '/S /H1', '/S /H2', '/S /P', '/S /Sect']) {
      expect(raw, tag).toContain(tag);
    }
    const text = pdfText(pdf);
    expect(text).toContain('Comissão de apuração — Prêmio Destaque');
    expect(text.match(/Nome: _+/g)).toHaveLength(ataText.signatures);
    expect(text).toMatch(/Local e data: _+/);
  });
});
