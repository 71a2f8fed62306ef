/**
 * The seal's one rule (issue 36, decision 220): sealed while not closed and until the close has
 * stood the hold; a view without the verdict counts as sealed; the reopening audit sentence.
 */
import { describe, expect, it } from 'vitest';

import { describeAuditChange } from '../../../src/domain/integrityMessages';
import { electionView } from '../../../src/server/features/election/electionService';
import { resultsSealed, sealOf, unsealsAtMs } from '../../../src/server/features/election/seal';

const MINUTE = 60_000;
const CLOSE = Date.parse('2026-12-10T21:00:00Z');

describe('the seal', () => {
  it('opens only when the close has stood the hold', () => {
    expect(unsealsAtMs(CLOSE, 10)).toBe(CLOSE + 10 * MINUTE);
    expect(unsealsAtMs(null, 10)).toBeNull();
    expect(sealOf('open', CLOSE, CLOSE - 1, 10).resultsSealed).toBe(true);
    expect(sealOf('closed', CLOSE, CLOSE + 10 * MINUTE - 1, 10).resultsSealed).toBe(true);
    expect(sealOf('closed', CLOSE, CLOSE + 10 * MINUTE, 10).resultsSealed).toBe(false);
    expect(sealOf('closed', CLOSE, CLOSE, 0).resultsSealed).toBe(false);
    expect(sealOf('scheduled', null, CLOSE, 10).resultsSealed).toBe(true);
  });

  it('the view carries the verdict, and resultsSealed reads it', () => {
    const row = {
      id: 1,
      name: 'Prêmio',
      opens_at: null,
      closes_at: CLOSE,
      results_published_at: null,
      results_read_at: null,
      version: 1,
      updated_at: null,
    };
    const holding = electionView(row, CLOSE + MINUTE, 10);
    expect(holding).toMatchObject({ status: 'closed', resultsSealed: true });
    expect(Date.parse(holding.unsealsAt!)).toBe(CLOSE + 10 * MINUTE);
    expect(resultsSealed(holding)).toBe(true);
    expect(resultsSealed(electionView(row, CLOSE + 10 * MINUTE, 10))).toBe(false);
    // Made by hand without the verdict: sealed.
    expect(resultsSealed({ status: 'closed' })).toBe(true);
  });

  it('the audit page tells a reopening after the results were read', () => {
    expect(
      describeAuditChange({
        action: 'election.reopen-after-results',
        before: { closesAt: '2026-12-10T18:00:00-03:00' },
        after: { closesAt: null, resultsReadAt: '2026-12-10T18:12:00-03:00' },
      }),
    ).toBe(
      'Resultados consultados em 10/12/2026, 18:12 e votação reaberta; Encerramento alterado de 10/12/2026, 18:00 para sem data.',
    );
    expect(
      describeAuditChange({ action: 'results.withdraw', before: { version: 1 }, after: {} }),
    ).toBe('Publicação (versão 1) retirada.');
  });
});
