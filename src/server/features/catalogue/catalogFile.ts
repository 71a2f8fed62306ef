/**
 * Reads an import file: CSV (header `categoria,empresa`, `,` or `;` separated, UTF-8 with or
 * without BOM, RFC 4180 quotes) or JSON (`[{"nome": "…", "empresas": ["…"]}]`). Every problem is
 * reported with its line (CSV) or item (JSON); the caller imports nothing when there is one.
 */
import { unprintableInAta } from '../../../domain/ataPrintable';
import {
  CATALOG_NAME_MAX,
  catalogNameProblem,
  normaliseCatalogName,
} from '../../../domain/catalogName';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { readCsvFile } from '../../csv';

import type { CatalogEntry } from '.';

const files = operatorApiMessages.files;
const m = operatorApiMessages.catalog.file;

export interface ParsedCatalog {
  entries: CatalogEntry[];
  errors: string[];
}

/** The file's wording of what src/domain/catalogName.ts finds wrong with a name. */
export function checkName(value: string, what: string): string | null {
  switch (catalogNameProblem(value)) {
    case 'empty':
      return files.name.empty(what);
    case 'tooLong':
      return files.name.tooLong(what, CATALOG_NAME_MAX);
    case 'hidden':
      return files.name.hidden(what);
    case 'unprintable':
      return files.name.unprintable(what, unprintableInAta(normaliseCatalogName(value)));
    case 'mixedScripts':
      return files.name.mixedScripts(what);
    case null:
      return null;
  }
}

export function parseCatalogCsv(raw: string): ParsedCatalog {
  const { delimiter, header, rows, errors } = readCsvFile(raw);
  if (!header) return { entries: [], errors: [m.empty] };

  const names = header.fields.map((f) => f.toLowerCase());
  const categoriaAt = names.indexOf('categoria');
  const empresaAt = names.indexOf('empresa');
  if (categoriaAt < 0 || empresaAt < 0) {
    return {
      entries: [],
      errors: [files.line(header.line, m.header(header.fields.join(delimiter), delimiter))],
    };
  }

  const entries: CatalogEntry[] = [];
  for (const row of rows) {
    const extra = row.fields.filter((_, i) => i !== categoriaAt && i !== empresaAt);
    const problems: string[] = [];
    if (extra.some((f) => f !== '')) {
      problems.push(m.extraColumns(delimiter));
    }
    const categoria = row.fields[categoriaAt] ?? '';
    const empresa = row.fields[empresaAt] ?? '';
    const badCategoria = checkName(categoria, 'categoria');
    const badEmpresa = checkName(empresa, 'empresa');
    if (badCategoria) problems.push(badCategoria);
    if (badEmpresa) problems.push(badEmpresa);
    if (problems.length > 0) errors.push(files.line(row.line, files.problems(problems)));
    else entries.push({ categoria, empresas: [empresa] });
  }
  if (rows.length === 0 && errors.length === 0) errors.push(files.noRows);
  return { entries, errors };
}

export function parseCatalogJson(raw: string): ParsedCatalog {
  let data: unknown;
  try {
    data = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { entries: [], errors: [m.jsonInvalid((error as Error).message)] };
  }
  if (!Array.isArray(data)) {
    return { entries: [], errors: [m.jsonNotList] };
  }
  const entries: CatalogEntry[] = [];
  const errors: string[] = [];
  data.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push(files.item(index + 1, m.itemNotObject));
      return;
    }
    const { nome, empresas } = item as { nome?: unknown; empresas?: unknown };
    const problems: string[] = [];
    if (typeof nome !== 'string') problems.push(m.nameMissing);
    else {
      const bad = checkName(nome, 'categoria');
      if (bad) problems.push(bad);
    }
    if (!Array.isArray(empresas) || empresas.length === 0) {
      problems.push(m.companiesMissing);
    } else {
      empresas.forEach((empresa: unknown, j) => {
        if (typeof empresa !== 'string') problems.push(m.companyNotText(j + 1));
        else {
          const bad = checkName(empresa, m.company(j + 1));
          if (bad) problems.push(bad);
        }
      });
    }
    if (problems.length > 0) errors.push(files.item(index + 1, files.problems(problems)));
    else entries.push({ categoria: nome as string, empresas: empresas as string[] });
  });
  if (data.length === 0) errors.push(m.jsonEmpty);
  return { entries, errors };
}

/** JSON when the name ends in .json or the content starts with `[`; CSV otherwise. */
export function parseCatalogFile(fileName: string, raw: string): ParsedCatalog {
  const text = raw.replace(/^\uFEFF/, '');
  const isJson = fileName.toLowerCase().endsWith('.json') || text.trimStart().startsWith('[');
  return isJson ? parseCatalogJson(text) : parseCatalogCsv(text);
}
