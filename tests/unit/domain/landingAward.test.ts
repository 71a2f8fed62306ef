/**
 * Issue 25: an award name with $&, $` or $' must not copy the landing's template into the page
 * (String.replace reads those as "the match", "the text before" and "the text after").
 */
import { describe, expect, it } from 'vitest';

import {
  AWARD_NAME_MARK,
  AWARD_PERIOD_MARK,
  fillLandingAward,
  LANDING_AWARD_VARIANTS,
  landingAwardFiles,
  landingPhaseOf,
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

describe('the landing variants for the award state (issue 27)', () => {
  const award = { name: 'Prêmio', period: 'Votação até 10/12/2026, 18:00' };
  const election = {
    name: 'Prêmio',
    opensAt: null,
    closesAt: '2026-12-10T18:00:00-03:00',
    status: 'open' as const,
    resultsPublished: false,
  };

  it('reads the phase from the status and the publication', () => {
    expect(landingPhaseOf(null)).toBe('voting');
    expect(landingPhaseOf(election)).toBe('voting');
    expect(landingPhaseOf({ ...election, status: 'scheduled' })).toBe('voting');
    expect(landingPhaseOf({ ...election, status: 'closed' })).toBe('closed');
    expect(landingPhaseOf({ ...election, status: 'closed', resultsPublished: true })).toBe(
      'published',
    );
  });

  it('names every variant but the plain landing, each once, and falls back without the phase', () => {
    const files = LANDING_AWARD_VARIANTS.map((variant) => variant.file);
    expect(new Set(files).size).toBe(8);
    expect(files).not.toContain('index');
    for (const variant of LANDING_AWARD_VARIANTS) {
      expect(landingAwardFiles(variant.state)[0]).toBe(variant.file);
    }
    expect(landingAwardFiles({ award: null, phase: 'voting' })).toEqual([]);
    expect(landingAwardFiles({ award: null, phase: 'closed' })).toEqual(['index.closed']);
    expect(landingAwardFiles({ award, phase: 'published' })).toEqual([
      'index.award.published',
      'index.award',
    ]);
    expect(landingAwardFiles({ award: { ...award, period: null }, phase: 'voting' })).toEqual([
      'index.award-name',
    ]);
  });

  it('fills a variant without an award line by removing nothing but the marks', () => {
    expect(fillLandingAward('<p>Votação encerrada</p>', null)).toBe('<p>Votação encerrada</p>');
  });
});
