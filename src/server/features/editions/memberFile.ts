/**
 * Reads a member list's CSV (decision 321): UTF-8 with or without BOM, `,` or `;`, RFC 4180
 * quotes, a header naming the column of names (`empresa`, else `associada`, else `nome`, any
 * case: an association's export often has a `Nome` column of the contact person beside
 * `Empresa`, and a person's name must never become a suggestion); other columns are ignored and
 * never stored. Every problem is reported with its line, in the
 * catalogue import's words for a name (1 to 200 characters, nothing hidden, no mixed scripts,
 * printable in the ata), plus a name starting as a spreadsheet formula; the caller imports
 * nothing when there is one. Names given twice (the catalogue's sameness) are kept once.
 */
import { normaliseCatalogName } from '../../../domain/catalogName';
import { catalogNameKey } from '../../../domain/catalogNameKey';
import { formulaStart, MEMBER_LIST_MAX } from '../../../domain/memberList';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { readCsvFile } from '../../csv';
import { checkName } from '../catalogue';

const m = operatorApiMessages.members;

/** The company's column, by priority (not by position in the header). */
const NAME_COLUMNS = ['empresa', 'associada', 'nome'];

export interface ParsedMembers {
  names: string[];
  /** Lines whose name an earlier line gave. */
  repeated: number;
  /** "linha N: motivo", the first MAX_ERRORS of them. */
  errors: string[];
  /** How many problems there are in all. */
  problems: number;
}

const MAX_ERRORS = 100;

export function parseMemberCsv(raw: string): ParsedMembers {
  const { delimiter, header, rows, errors } = readCsvFile(raw);
  if (!header) return { names: [], repeated: 0, errors: [m.empty], problems: 1 };
  const columns = header.fields.map((f) => f.trim().toLowerCase());
  const at = NAME_COLUMNS.map((name) => columns.indexOf(name)).find((i) => i >= 0) ?? -1;
  if (at < 0) {
    return {
      names: [],
      repeated: 0,
      errors: [m.header(header.line, header.fields.join(delimiter).slice(0, 200))],
      problems: 1,
    };
  }
  if (rows.length > MEMBER_LIST_MAX) {
    return {
      names: [],
      repeated: 0,
      errors: [m.tooMany(rows.length, MEMBER_LIST_MAX.toLocaleString('pt-BR'))],
      problems: 1,
    };
  }
  const names = new Map<string, string>();
  let repeated = 0;
  for (const row of rows) {
    const name = normaliseCatalogName(row.fields[at] ?? '');
    const bad = checkName(name, 'empresa');
    const sign = bad ? null : formulaStart(name);
    if (bad) errors.push(operatorApiMessages.files.line(row.line, bad));
    else if (sign) errors.push(m.formula(row.line, sign));
    else if (names.has(catalogNameKey(name))) repeated += 1;
    else names.set(catalogNameKey(name), name);
  }
  if (rows.length === 0 && errors.length === 0) errors.push(m.noRows);
  // A file of garbage says its first problems, not a megabyte of them.
  const shown =
    errors.length > MAX_ERRORS
      ? [...errors.slice(0, MAX_ERRORS), m.more(errors.length - MAX_ERRORS)]
      : errors;
  return { names: [...names.values()], repeated, errors: shown, problems: errors.length };
}
