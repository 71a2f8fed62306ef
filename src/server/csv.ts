/**
 * CSV in and out. In: the imported files' records with their lines (catalogue, member list),
 * read with csv-parse. Out: the CSV the operator downloads (results, audit trail): csv-stringify,
 * `;` separated as spreadsheets in pt-BR expect, CRLF, quoted where a cell needs it. A text cell a spreadsheet
 * would run as a formula (CSV injection: = + - @ tab CR first, or their full-width forms) gets a
 * leading `'` so it stays text (csv-stringify's `escape_formulas`; a negative number stays one).
 */
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

import { operatorApiMessages } from '../domain/operatorApiMessages';

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

/**
 * Reads an imported CSV file (catalogue, member list): UTF-8 with or without BOM, `;` separated
 * when its first line has more of them than of `,`, else `,`. Split into records with csv-parse
 * (RFC 4180 quotes may hold delimiters, quotes and line breaks; spaces around a field are
 * dropped); `line` is where each record starts. Records tile the file (a blank line is a record
 * of its own), so a record starts on the line after the one csv-parse's `lines` says the previous
 * one ended on. Line ends are made \n first: csv-parse 7.0.3 counts a CRLF inside quotes as two
 * lines. Blank records are then dropped: the first one left is the header. `errors` holds the
 * problem that stopped the reading, if any (the records before it are kept).
 */
export function readCsvFile(raw: string) {
  const text = raw.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: { line: number; fields: string[] }[] = [];
  const errors: string[] = [];
  let line = 1;
  try {
    parse(text.replace(/\r\n?/g, '\n'), {
      delimiter,
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      on_record: (fields: string[], { lines }) => {
        records.push({ line, fields });
        line = lines + 1;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const unclosed = error.code === 'CSV_QUOTE_NOT_CLOSED';
    const files = operatorApiMessages.files;
    errors.push(files.line(line, unclosed ? files.unclosedQuotes : files.textAfterQuotes));
  }
  const [header, ...rows] = records.filter((r) => r.fields.some((f) => f !== ''));
  return { delimiter, header, rows, errors };
}
