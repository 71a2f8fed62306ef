/**
 * The landing's prerendered files per state and their holes (decisions 144, 276). Issue 25: an
 * award name with $&, $` or $' must not copy the landing's template into the page
 * (String.replace reads those as "the match", "the text before" and "the text after"), nor can a
 * name fill the other hole.
 */
import { describe, expect, it } from 'vitest';

import { escapeHtml, fillTemplate } from '../../../src/domain/html';
import {
  LANDING_STATES,
  landingFile,
  landingPhaseOf,
  landingValues,
} from '../../../src/domain/landingAward';

const template = `<head>SECRET-HEAD</head><h1>{{awardName}}</h1><p>{{awardPeriod}}</p><footer>TAIL</footer>`;
const fill = (name: string, period: string | null) =>
  fillTemplate(template, landingValues({ award: { name, period }, phase: 'voting' }));

describe('the landing filled with the award', () => {
  it.each(['Prêmio $& 2026', "Prêmio $' 2026", 'Prêmio $` 2026', 'Prêmio $$ $1 $<x>'])(
    'writes %s literally, copying nothing of the template',
    (name) => {
      const html = fill(name, 'Votação até $&');
      // Written escaped, but written: the name's $ signs are all there, between the holes' tags.
      const h1 = /<h1>(.*)<\/h1>/.exec(html)?.[1] ?? '';
      expect(h1.split('$').length).toBe(name.split('$').length);
      expect(h1).not.toContain('<');
      expect(html.match(/SECRET-HEAD/g)).toHaveLength(1);
      expect(html.match(/TAIL/g)).toHaveLength(1);
    },
  );

  it('escapes markup and quotes, and a hole named inside the name stays text', () => {
    const name = `Prêmio <script>alert(1)</script> & "Cia" 'x' {{awardPeriod}}`;
    const html = fill(name, 'Votação de 01/12 a 10/12');
    expect(html).toBe(
      `<head>SECRET-HEAD</head><h1>${escapeHtml(name)}</h1><p>Votação de 01/12 a 10/12</p><footer>TAIL</footer>`,
    );
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Cia&quot; &#39;x&#39;',
    );
  });

  it('leaves holes it has no value for as they are', () => {
    expect(fillTemplate('<p>{{other}} {{awardName}}</p>', { awardName: 'A' })).toBe(
      '<p>{{other}} A</p>',
    );
  });
});

describe('the landing files for the vote state (issue 27)', () => {
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

  it('renders every state once, the plain landing as the page itself', () => {
    const files = LANDING_STATES.map(landingFile);
    expect(new Set(files).size).toBe(9);
    expect(landingFile({ award: null, phase: 'voting' })).toBe('index');
    expect(landingFile({ award: null, phase: 'closed' })).toBe('index.closed');
    expect(landingFile({ award, phase: 'published' })).toBe('index.award.published');
    expect(landingFile({ award: { ...award, period: null }, phase: 'voting' })).toBe(
      'index.award-name',
    );
    // Every file the host can ask for is one the build writes.
    for (const phase of ['voting', 'closed', 'published'] as const) {
      for (const a of [null, award, { ...award, period: null }]) {
        expect(files).toContain(landingFile({ award: a, phase }));
      }
    }
  });
});
