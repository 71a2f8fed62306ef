/**
 * The one catalogue import, for `npm run admin -- import FILE` and POST /admin/catalog/import:
 * read the file (catalogFile.ts), report every problem by line ("linha N: motivo") and import
 * nothing when there is one, otherwise import all in one transaction (catalog/import.ts).
 * A dry run goes through the same transaction and rolls it back, so its counts are exact.
 */
import type { Kysely } from 'kysely';

import type { CatalogImportResult } from '../../../domain/admin';
import { catalogNameKey } from '../../../domain/catalogNameKey';
import { isOpenWithoutEnd } from '../../../domain/election';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { slugClash } from '../../../domain/slug';
import { listCategories } from '../../db/currentEdition';
import type { Database } from '../../db/schema';
import { electionView, electionRepository } from '../election';

import { parseCatalogFile } from './catalogFile';
import { importCatalog, mergeEntries, type CatalogEntry, type ImportSummary } from './import';

export type CatalogFileImport =
  | { ok: true; result: CatalogImportResult; summary: ImportSummary }
  | { ok: false; message: string; errors: string[] };

/** Text decoded from bytes without a fatal error still carries U+FFFD where bytes were bad. */
export function looksMisdecoded(text: string): boolean {
  return text.includes('\uFFFD');
}

/**
 * The file's new categories whose seal address (`/vencedores/{ano}/{categoria}`) another category
 * of the edition, or an earlier one of the file, already has (decision 317): one problem each.
 */
async function slugClashes(db: Kysely<Database>, entries: CatalogEntry[]): Promise<string[]> {
  const names = (await listCategories(db)).map((c) => c.name);
  const known = new Set(names.map(catalogNameKey));
  const problems: string[] = [];
  for (const { categoria } of mergeEntries(entries)) {
    if (known.has(catalogNameKey(categoria))) continue;
    const other = slugClash(categoria, names);
    if (other !== null)
      problems.push(operatorApiMessages.catalog.importSlugClash(categoria, other));
    names.push(categoria);
    known.add(catalogNameKey(categoria));
  }
  return problems;
}

export async function importCatalogFile(
  db: Kysely<Database>,
  fileName: string,
  text: string,
  options: { dryRun: boolean; now?: () => number },
): Promise<CatalogFileImport> {
  if (looksMisdecoded(text)) {
    return { ok: false, message: operatorApiMessages.catalog.notUtf8(fileName), errors: [] };
  }
  const parsed = parseCatalogFile(fileName, text);
  const problems = parsed.errors.length > 0 ? parsed.errors : await slugClashes(db, parsed.entries);
  if (problems.length > 0) {
    return {
      ok: false,
      message: operatorApiMessages.catalog.importFailed(fileName, problems.length),
      errors: problems,
    };
  }
  const summary = await importCatalog(db, parsed.entries, options.now, {
    dryRun: options.dryRun,
  });
  const election = electionView(await electionRepository(db).read(), (options.now ?? Date.now)());
  const votingOpenWithoutEnd = isOpenWithoutEnd(election);
  return {
    ok: true,
    summary,
    result: {
      dryRun: options.dryRun,
      categories: mergeEntries(parsed.entries).map((e) => ({
        name: e.categoria,
        companies: e.empresas,
      })),
      categoriesAdded: summary.categoriesAdded,
      companiesAdded: summary.companiesAdded,
      votingOpenWithoutEnd,
    },
  };
}
