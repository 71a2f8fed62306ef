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
import { csvDelimiterOf, readCsvRecords } from '../../csv';

import type { CatalogEntry } from '.';

export interface ParsedCatalog {
  entries: CatalogEntry[];
  errors: string[];
}

/** The file's wording of what src/domain/catalogName.ts finds wrong with a name. */
export function checkName(value: string, what: string): string | null {
  switch (catalogNameProblem(value)) {
    case 'empty':
      return `${what} vazia`;
    case 'tooLong':
      return `${what} com mais de ${CATALOG_NAME_MAX} caracteres`;
    case 'hidden':
      return `${what} com caracteres invisíveis ou de controle`;
    case 'unprintable':
      return `${what} com caracteres que a ata de apuração não consegue imprimir (${unprintableInAta(
        normaliseCatalogName(value),
      ).join(' ')}): use letras latinas, gregas ou cirílicas`;
    case 'mixedScripts':
      return `${what} misturando letras de alfabetos diferentes (cirílico ou grego com latino)`;
    case null:
      return null;
  }
}

export function parseCatalogCsv(raw: string): ParsedCatalog {
  const text = raw.replace(/^\uFEFF/, '');
  const delimiter = csvDelimiterOf(text);
  const { records, error } = readCsvRecords(text, delimiter);
  const errors: string[] = error ? [error] : [];
  const [header, ...rows] = records.filter((r) => r.fields.some((f) => f !== ''));
  if (!header)
    return { entries: [], errors: ['arquivo vazio: esperado o cabeçalho categoria,empresa'] };

  const names = header.fields.map((f) => f.toLowerCase());
  const categoriaAt = names.indexOf('categoria');
  const empresaAt = names.indexOf('empresa');
  if (categoriaAt < 0 || empresaAt < 0) {
    return {
      entries: [],
      errors: [
        `linha ${header.line}: cabeçalho "${header.fields.join(delimiter)}" inválido; esperado categoria${delimiter}empresa`,
      ],
    };
  }

  const entries: CatalogEntry[] = [];
  for (const row of rows) {
    const extra = row.fields.filter((_, i) => i !== categoriaAt && i !== empresaAt);
    const problems: string[] = [];
    if (extra.some((f) => f !== '')) {
      problems.push(`colunas a mais (esperado categoria${delimiter}empresa)`);
    }
    const categoria = row.fields[categoriaAt] ?? '';
    const empresa = row.fields[empresaAt] ?? '';
    const badCategoria = checkName(categoria, 'categoria');
    const badEmpresa = checkName(empresa, 'empresa');
    if (badCategoria) problems.push(badCategoria);
    if (badEmpresa) problems.push(badEmpresa);
    if (problems.length > 0) errors.push(`linha ${row.line}: ${problems.join('; ')}`);
    else entries.push({ categoria, empresas: [empresa] });
  }
  if (rows.length === 0 && errors.length === 0)
    errors.push('nenhuma linha de dados depois do cabeçalho');
  return { entries, errors };
}

export function parseCatalogJson(raw: string): ParsedCatalog {
  let data: unknown;
  try {
    data = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { entries: [], errors: [`JSON inválido: ${(error as Error).message}`] };
  }
  if (!Array.isArray(data)) {
    return {
      entries: [],
      errors: ['o JSON deve ser uma lista: [{"nome": "…", "empresas": ["…"]}]'],
    };
  }
  const entries: CatalogEntry[] = [];
  const errors: string[] = [];
  data.forEach((item: unknown, index) => {
    const where = `item ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push(`${where}: esperado um objeto {"nome": "…", "empresas": ["…"]}`);
      return;
    }
    const { nome, empresas } = item as { nome?: unknown; empresas?: unknown };
    const problems: string[] = [];
    if (typeof nome !== 'string') problems.push('"nome" ausente ou não é texto');
    else {
      const bad = checkName(nome, 'categoria');
      if (bad) problems.push(bad);
    }
    if (!Array.isArray(empresas) || empresas.length === 0) {
      problems.push('"empresas" deve ser uma lista não vazia de nomes');
    } else {
      empresas.forEach((empresa: unknown, j) => {
        if (typeof empresa !== 'string') problems.push(`empresa ${j + 1} não é texto`);
        else {
          const bad = checkName(empresa, `empresa ${j + 1}`);
          if (bad) problems.push(bad);
        }
      });
    }
    if (problems.length > 0) errors.push(`${where}: ${problems.join('; ')}`);
    else entries.push({ categoria: nome as string, empresas: empresas as string[] });
  });
  if (data.length === 0) errors.push('lista vazia: nada a importar');
  return { entries, errors };
}

/** JSON when the name ends in .json or the content starts with `[`; CSV otherwise. */
export function parseCatalogFile(fileName: string, raw: string): ParsedCatalog {
  const text = raw.replace(/^\uFEFF/, '');
  const isJson = fileName.toLowerCase().endsWith('.json') || text.trimStart().startsWith('[');
  return isJson ? parseCatalogJson(text) : parseCatalogCsv(text);
}
