/**
 * The theme's pt-BR texts are MUI's own (src/theme/locale.ts copies them to build the number
 * formatter lazily): every text and every wording function gives what MUI's ptBR gives.
 */
import { ptBR as mui } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';

import { ptBR } from '../../../src/theme/locale';

type Props = Record<string, unknown>;
const propsOf = (locale: typeof mui, component: string): Props =>
  ((locale.components as Record<string, { defaultProps: Props }>)[component]?.defaultProps ??
    {}) as Props;

// Arguments each wording function is asked with, as the components call them.
const CALLS: Record<string, unknown[][]> = {
  getItemAriaLabel: [
    ['first', 1, false],
    ['last', 9, false],
    ['next', 2, false],
    ['previous', 1, false],
    ['page', 3, false],
    ['page', 3, true],
  ],
  labelDisplayedRows: [
    [{ from: 1, to: 25, count: 1234567, page: 0 }],
    [{ from: 26, to: 50, count: -1, page: 1 }],
    [{ from: 1, to: Infinity, count: NaN, page: 0 }],
  ],
  getLabelText: [[0], [1], [2.5]],
};

describe('pt-BR texts of MUI components', () => {
  it('names the same components and props as MUI', () => {
    expect(Object.keys(ptBR.components ?? {}).sort()).toEqual(
      Object.keys(mui.components ?? {}).sort(),
    );
    for (const component of Object.keys(mui.components ?? {})) {
      expect(Object.keys(propsOf(ptBR, component)).sort(), component).toEqual(
        Object.keys(propsOf(mui, component)).sort(),
      );
    }
  });

  it('words every text and label as MUI does, numbers in Brazilian format', () => {
    for (const component of Object.keys(mui.components ?? {})) {
      const ours = propsOf(ptBR, component);
      for (const [prop, theirs] of Object.entries(propsOf(mui, component))) {
        if (typeof theirs !== 'function') {
          expect(ours[prop], `${component}.${prop}`).toBe(theirs);
          continue;
        }
        const calls = CALLS[prop];
        expect(calls, `${component}.${prop} has test calls`).toBeDefined();
        for (const args of calls ?? []) {
          const call = (f: unknown) => (f as (...a: unknown[]) => unknown)(...args);
          expect(call(ours[prop]), `${component}.${prop}(${JSON.stringify(args)})`).toBe(
            call(theirs),
          );
        }
      }
    }
    const rows = propsOf(ptBR, 'MuiTablePagination').labelDisplayedRows as (a: object) => string;
    expect(rows({ from: 1, to: 25, count: 1234567 })).toBe('1–25 de 1.234.567');
  });
});
