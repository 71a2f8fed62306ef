/**
 * Issue 25: an award name with $&, $` or $' must not copy the landing's template into the page
 * (String.replace reads those as "the match", "the text before" and "the text after").
 */
import { describe, expect, it } from 'vitest';

import {
  AWARD_NAME_MARK,
  AWARD_PERIOD_MARK,
  fillLandingAward,
} from '../../../src/domain/landingAward';

const template = `<head>SECRET-HEAD</head><h1>${AWARD_NAME_MARK}</h1><p>${AWARD_PERIOD_MARK}</p><footer>TAIL</footer>`;

describe('fillLandingAward', () => {
  it.each(['Prêmio $& 2026', "Prêmio $' 2026", 'Prêmio $` 2026', 'Prêmio $$ $1 $<x>'])(
    'writes %s literally, copying nothing of the template',
    (name) => {
      const html = fillLandingAward(template, { name, period: 'Votação até $&' });
      // Written escaped, but written: the name's $ signs are all there, between the marks' tags.
      const h1 = /<h1>(.*)<\/h1>/.exec(html)?.[1] ?? '';
      expect(h1.split('$').length).toBe(name.split('$').length);
      expect(h1).not.toContain('<');
      expect(html.match(/SECRET-HEAD/g)).toHaveLength(1);
      expect(html.match(/TAIL/g)).toHaveLength(1);
    },
  );
});
