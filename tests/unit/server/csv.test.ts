/** The operator's CSV downloads: formula cells neutralised, cells quoted only where needed. */
import { describe, expect, it } from 'vitest';

import { toCsv } from '../../../src/server/csv';

describe('toCsv', () => {
  it('neutralises every cell a spreadsheet would run as a formula (= + - @ tab CR)', () => {
    const cells = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\uFF1D1+1', 'a=b', ' =x'];
    const csv = toCsv(
      ['a'],
      cells.map((cell) => [cell]),
    );
    expect(csv.split('\r\n')).toEqual([
      'a',
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
      "'\uFF1D1+1",
      'a=b',
      ' =x',
      '',
    ]);
  });

  it('quotes delimiters, quotes and line breaks; numbers and nulls are plain', () => {
    expect(
      toCsv(
        ['x', 'y', 'z'],
        [
          ['Bar; "Zé"', -3, null],
          ['a\nb', 0, 'Loja, Nova'],
        ],
      ),
    ).toBe('x;y;z\r\n"Bar; ""Zé""";-3;\r\n"a\nb";0;Loja, Nova\r\n');
    expect(toCsv(['a'], [], { bom: true })).toBe('\uFEFFa\r\n');
  });
});
