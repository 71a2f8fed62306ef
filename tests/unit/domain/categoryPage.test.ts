/**
 * /empresas?categoria=ID sent with the category's name (decision 271): the host fills the build's
 * stand-ins; the app reads the data block back. A name is text wherever it lands: no markup in
 * the page, nothing that closes the data block, no replacement pattern copying the template.
 */
import { describe, expect, it } from 'vitest';

import {
  CATEGORY_NAME_MARK,
  fillCategoryPage,
  PAGE_DATA_BLOCK,
  PAGE_DATA_ID,
  PAGE_DATA_MARK,
  readCategoryParam,
  readSentCategory,
} from '../../../src/domain/categoryPage';

const template = `<head><title>${CATEGORY_NAME_MARK} · Votação</title>SECRET-HEAD</head><body><h1>${CATEGORY_NAME_MARK}</h1>TAIL${PAGE_DATA_BLOCK}</body>`;
const dataOf = (html: string) =>
  new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];

describe('fillCategoryPage', () => {
  it.each([
    'Padaria e Confeitaria',
    'Bar <b>& "Zé"</b> </script><script>alert(1)</script>',
    "Prêmio $& $' $` $$ $1 $<x>",
    `Mark ${CATEGORY_NAME_MARK} and ${PAGE_DATA_MARK} inside`,
  ])('writes %s as text in the heading and the title, and as data', (name) => {
    const html = fillCategoryPage(template, { id: 7, name });
    const clean = name.replaceAll(CATEGORY_NAME_MARK, '').replaceAll(PAGE_DATA_MARK, '');
    const h1 = /<h1>(.*)<\/h1>/.exec(html)?.[1] ?? '';
    expect(h1).not.toMatch(/[<>"']/);
    expect(h1.split('$').length).toBe(clean.split('$').length);
    expect(/<title>(.*) · Votação<\/title>/.exec(html)?.[1]).toBe(h1);
    expect(html).not.toContain(CATEGORY_NAME_MARK);
    expect(html).not.toContain(PAGE_DATA_MARK);
    expect(html.match(/SECRET-HEAD/g)).toHaveLength(1);
    expect(html.match(/TAIL/g)).toHaveLength(1);
    // One data block, closed by its own tag only; the app reads the name back exactly.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(readSentCategory(dataOf(html))).toEqual({ id: 7, name: clean });
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
    PAGE_DATA_MARK,
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
