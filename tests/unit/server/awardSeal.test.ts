// @vitest-environment jsdom
/**
 * The winners' seal (issue 41 §2, decision 315): a standalone SVG, parsed here as XML (jsdom's
 * DOMParser, strict for image/svg+xml), whose names are escaped, whose letters are outlines that
 * stay inside the disc and the company's panel whatever the names' length, in the brand's
 * colours, with the verification address, and whose bytes never change for the same input.
 */
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { brandColors } from '../../../src/domain/brandColors';
import { CATALOG_NAME_MAX, catalogNameProblem } from '../../../src/domain/catalogName';
import {
  fitText,
  renderSeal,
  SEAL_BLOCKS,
  sealTexts,
  type SealInput,
} from '../../../src/server/features/awards/seal';

const sample: SealInput = {
  award: 'Prêmio Destaque Empresarial 2027',
  year: 2027,
  category: 'Padarias e Confeitarias',
  company: 'Padaria do Zé',
  publicUrl: 'https://premio.acim.org.br/',
};

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** Every point of a path's outline (its d's numbers, taken two by two). */
function points(d: string): [number, number][] {
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const result: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) result.push([numbers[i]!, numbers[i + 1]!]);
  return result;
}

/** A 200-character company name of words, the longest the catalogue accepts. */
const LONGEST_NAME = (
  'Distribuidora de Materiais de Construção São Sebastião Ltda. Matriz e Filiais do Vale do ' +
  'Itajaí, Atacado e Varejo de Cimento, Areia, Tijolos, Telhas, Ferragens e Tintas em Geral, ' +
  'Entregas Rápidas'
)
  .slice(0, CATALOG_NAME_MAX)
  .trim();
/** 200 of the widest capital, in one word: no wrapping can help. */
const WIDEST_NAME = 'W'.repeat(CATALOG_NAME_MAX);

describe("the winner's seal", () => {
  it('is checked by a parser that refuses what is not well-formed XML', () => {
    const broken = new DOMParser().parseFromString('<svg><title>a & b</svg>', 'image/svg+xml');
    expect(broken.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  it('is a standalone SVG document that says what it is in its title and description', () => {
    const doc = parse(renderSeal(sample));
    const svg = doc.documentElement;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 400 400');
    expect(svg.getAttribute('role')).toBe('img');
    expect(doc.querySelector('title')?.textContent).toBe(
      'Selo de empresa vencedora: Prêmio Destaque Empresarial 2027',
    );
    expect(doc.querySelector('desc')?.textContent).toBe(
      'Padaria do Zé, vencedora da categoria Padarias e Confeitarias em 2027 (Prêmio Destaque ' +
        'Empresarial). Confira em https://premio.acim.org.br/vencedores/2027/padarias-e-confeitarias.',
    );
  });

  it('draws every letter as an outline: no text element, no font, nothing fetched', () => {
    const svg = renderSeal(sample);
    const doc = parse(svg);
    const names = new Set([...doc.getElementsByTagName('*')].map((el) => el.localName));
    expect([...names].sort()).toEqual(['circle', 'desc', 'path', 'rect', 'svg', 'title']);
    expect(svg).not.toMatch(/href|url\(|@font-face|<text|<style|<script/);
    for (const block of SEAL_BLOCKS) {
      expect(doc.getElementById(`seal-${block.name}`)?.getAttribute('d')).toMatch(/^M[\d.]+ /);
    }
  });

  it("says the address that verifies it, without the scheme, from the domain's slug rule", () => {
    const texts = sealTexts({ ...sample, category: 'Açaí & Sorveterias' });
    expect(texts.check).toBe('Confira: premio.acim.org.br/vencedores/2027/acai-sorveterias');
    expect(texts.award).toBe('Prêmio Destaque Empresarial');
    expect(sealTexts({ ...sample, award: 'Destaque do Ano' }).award).toBe('Destaque do Ano');
  });

  it("is drawn in the brand's colours", () => {
    const doc = parse(renderSeal(sample));
    expect(doc.querySelector('circle')?.getAttribute('fill')).toBe(brandColors.blue);
    expect(doc.getElementById('seal-year')?.getAttribute('fill')).toBe(brandColors.amber);
    expect(doc.getElementById('seal-company')?.getAttribute('fill')).toBe(brandColors.ink);
    expect(doc.querySelector('rect')?.getAttribute('fill')).toBe(brandColors.paper);
  });

  it.each([
    ['markup', '</text><script>alert(1)</script><text>'],
    ['ampersand and quotes', 'Irmãos "Silva" & Filhos d\'Oeste'],
    ['an entity', '&amp; &lt;b&gt; &#x3C;'],
  ])('escapes a company name with %s: parsed back, it is the name as written', (_, company) => {
    const svg = renderSeal({ ...sample, company, category: company });
    const doc = parse(svg);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('text')).toHaveLength(0);
    expect(doc.querySelector('desc')?.textContent).toContain(
      `${company}, vencedora da categoria ${company}`,
    );
  });

  it('stays well-formed XML with characters XML 1.0 cannot hold', () => {
    const doc = parse(renderSeal({ ...sample, company: 'Padaria\u0001 do Zé\uFFFE' }));
    expect(doc.querySelector('desc')?.textContent).toContain('Padaria do Zé,');
  });

  it.each([
    ['the longest name the catalogue accepts', LONGEST_NAME],
    ['200 wide letters without a space', WIDEST_NAME],
  ])('fits %s whole inside its panel, and a long category inside the disc', (_, company) => {
    expect(catalogNameProblem(company)).toBeNull();
    const category = LONGEST_NAME;
    const doc = parse(renderSeal({ ...sample, company, category, award: LONGEST_NAME }));
    const outsidePanel = points(doc.getElementById('seal-company')!.getAttribute('d')!).filter(
      ([x, y]) => x < 52 + 4 || x > 348 - 4 || y < 225 + 3 || y > 309 - 3,
    );
    expect(outsidePanel).toEqual([]);
    for (const block of SEAL_BLOCKS.filter((b) => b.name !== 'company')) {
      const d = doc.getElementById(`seal-${block.name}`)!.getAttribute('d')!;
      const outsideDisc = points(d).filter(([x, y]) => Math.hypot(x - 200, y - 200) >= 180);
      expect(outsideDisc, block.name).toEqual([]);
    }
    const company_ = SEAL_BLOCKS.find((b) => b.name === 'company')!;
    const fitted = fitText(company, company_);
    expect(fitted.lines.join(company === WIDEST_NAME ? '' : ' ')).toBe(company);
    expect(fitted.lines.length).toBeLessThanOrEqual(company_.maxLines);
  });

  it('shrinks a name only as far as it must: a short one is drawn at its largest size', () => {
    const company = SEAL_BLOCKS.find((b) => b.name === 'company')!;
    expect(fitText('Padaria do Zé', company)).toEqual({ lines: ['Padaria do Zé'], size: 24 });
    expect(fitText(LONGEST_NAME, company).size).toBeLessThan(24);
  });

  it('draws Greek and Cyrillic names with their own letters', () => {
    const svg = renderSeal({ ...sample, company: 'Кафе Москва', category: 'Καφενεία' });
    expect(sealTexts({ ...sample, category: 'Καφενεία' }).check).toContain(
      '/vencedores/2027/καφενεια',
    );
    const latinOnly = renderSeal({ ...sample, company: '???? ??????', category: '????????' });
    expect(svg).not.toBe(latinOnly);
  });

  it('refuses a year that is not four digits', () => {
    expect(() => renderSeal({ ...sample, year: 27 })).toThrow(RangeError);
    expect(() => renderSeal({ ...sample, year: 2027.5 })).toThrow(RangeError);
  });

  it('has the same bytes for the same input, and these bytes never move (decision 315)', () => {
    const svg = renderSeal(sample);
    expect(renderSeal({ ...sample })).toBe(svg);
    // A published seal never changes: a change to the drawing, the fonts or the layout that
    // moves one byte fails here, and takes a new SEAL_VERSION (published seals stay as stored).
    expect(createHash('sha256').update(svg).digest('hex')).toBe(
      'e3078cf5a5b85a88adda83429316af628a2405f0ade3e44994c6e4acdd342552',
    );
  });
});
