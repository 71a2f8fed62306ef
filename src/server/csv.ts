/**
 * The CSV the operator downloads (results, audit trail): csv-stringify, `;` separated as
 * spreadsheets in pt-BR expect, CRLF, quoted where a cell needs it. A text cell a spreadsheet
 * would run as a formula (CSV injection: = + - @ tab CR first, or their full-width forms) gets a
 * leading `'` so it stays text (csv-stringify's `escape_formulas`; a negative number stays one).
 */
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

export function toCsv(header: string[], rows: CsvCell[][], options: { bom?: boolean } = {}) {
  return stringify([header, ...rows], {
    bom: options.bom ?? false,
    delimiter: ';',
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
  });
}
