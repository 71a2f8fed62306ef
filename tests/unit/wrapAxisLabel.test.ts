/** Names beside the bars: two lines at most, cut at word ends, "…" past that (issue 27). */
import { describe, expect, it } from 'vitest';

import { wrapAxisLabel } from '../../src/components/primitives/VotesChart/VotesChart';

describe('wrapAxisLabel', () => {
  it('keeps a short name on one line', () => {
    expect(wrapAxisLabel('Bar')).toBe('Bar');
  });
  it('wraps at a word end and cuts the second line with …', () => {
    expect(wrapAxisLabel('Distribuidora de Materiais de Construção São Sebastião Ltda.')).toBe(
      'Distribuidora de\nMateriais de Constr…',
    );
    expect(wrapAxisLabel('Padaria e Confeitaria')).toBe('Padaria e\nConfeitaria');
  });
  it('cuts one very long word', () => {
    expect(wrapAxisLabel('Otorrinolaringologistaassociados')).toBe('Otorrinolaringologi…');
  });
});
