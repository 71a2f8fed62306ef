/**
 * /empresas?categoria=ID sent with the category's name (decisions 271, 276): the host fills the
 * build's holes; the app reads the data block back. A name is text wherever it lands: no markup in
 * the page, nothing that closes the data block, no replacement pattern copying the template.
 */
import { describe, expect, it } from 'vitest';

import {
  CATEGORY_HOLE,
  categoryValues,
  PAGE_DATA_BLOCK,
  PAGE_DATA_ID,
  readCategoryParam,
  readSentCategory,
} from '../../../src/domain/categoryPage';
import { escapeHtml, fillTemplate } from '../../../src/domain/html';

const HOLE = CATEGORY_HOLE.name;
const template = `<head><title>${HOLE} · Votação</title>SECRET-HEAD</head><body><h1>${HOLE}</h1>TAIL${PAGE_DATA_BLOCK}</body>`;
const dataOf = (html: string) =>
  new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];

describe('the category variant filled (fillTemplate with categoryValues)', () => {
  it.each([
    'Padaria e Confeitaria',
    'Bar <b>& "Zé"</b> </script><script>alert(1)</script>',
    "Prêmio $& $' $` $$ $1 $<x>",
    'Holes {{categoryName}} and {{pageData}} inside',
  ])('writes %s as text in the heading and the title, and as data', (name) => {
    const html = fillTemplate(template, categoryValues({ id: 7, name }));
    const h1 = /<h1>(.*)<\/h1>/.exec(html)?.[1] ?? '';
    expect(h1).not.toMatch(/[<>"']/);
    expect(h1.split('$').length).toBe(name.split('$').length);
    expect(/<title>(.*) · Votação<\/title>/.exec(html)?.[1]).toBe(h1);
    // Filled in one pass: a hole's name inside the value stays text, filled nowhere.
    expect(h1).toBe(escapeHtml(name));
    expect(html.match(/SECRET-HEAD/g)).toHaveLength(1);
    expect(html.match(/TAIL/g)).toHaveLength(1);
    // One data block, closed by its own tag only; the app reads the name back exactly.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(readSentCategory(dataOf(html))).toEqual({ id: 7, name });
  });
});

describe('readSentCategory', () => {
  it('reads what the host writes', () => {
    expect(readSentCategory('{"category":{"id":3,"name":"Farmácia"}}')).toEqual({
      id: 3,
      name: 'Farmácia',
    });
  });

  it.each([
    undefined,
    null,
    '',
    '{{pageData}}',
    'not json',
    'null',
    '{}',
    '{"category":null}',
    '{"category":{"id":"3","name":"x"}}',
    '{"category":{"id":0,"name":"x"}}',
    '{"category":{"id":1.5,"name":"x"}}',
    '{"category":{"id":3}}',
  ])('anything else (%s) is no category', (json) => {
    expect(readSentCategory(json)).toBeNull();
  });
});

describe('readCategoryParam', () => {
  it.each([
    ['categoria=12', 12],
    ['?categoria=12', 12],
    ['x=1&categoria=3', 3],
    ['', null],
    ['categoria=', null],
    ['categoria=0', null],
    ['categoria=-1', null],
    ['categoria=1%20OR%201=1', null],
    ['categoria=99999999999999999', null],
  ])('%s → %s', (search, id) => {
    expect(readCategoryParam(search)).toBe(id);
  });
});
