import { useState } from 'react';
import { useRevalidator } from 'react-router';

import {
  addCategory,
  addCompany,
  getCatalog,
  importCatalog,
  removeCategory,
  removeCompany,
  renameCategory,
  renameCompany,
} from '../../../api/admin';
import { apiLinesOf, apiMessageOf } from '../../../api/adminClient';
import { ConfirmDialog } from '../../../components/primitives/ConfirmDialog';
import {
  CatalogView,
  type CatalogCategory,
  type CatalogImportState,
} from '../../../components/views/console/CatalogView';
import { CATALOG_FILE_MAX_BYTES } from '../../../domain/admin';
import { adminMessages } from '../../../domain/adminMessages';
import { useFeedback } from '../../feedback';
import { usePage } from '../../shared/usePage';
import { consoleLoader, read, useConsoleData, valueOf } from '../consoleData';
import { readImportFile } from '../readImportFile';

const { catalog: text } = adminMessages;

type Removal = { kind: 'category' | 'company'; id: number; name: string };

/** The catalogue, or that it could not be read. */
export const catalogLoader = consoleLoader(({ request }) => read(getCatalog(request.signal)));

/**
 * Route /admin/catalogo: GET /admin/catalog (its loader, read again after each change); the chosen file is read in the browser and sent with
 * dryRun for a preview, then again without it on Importar; add, rename and remove call their
 * routes and read the catalogue again. Results are announced through useFeedback (live region).
 */
export function CatalogContainer() {
  const { notify } = useFeedback();
  const catalog = useConsoleData<typeof catalogLoader>();
  const categories: CatalogCategory[] | null = valueOf(catalog)?.data ?? null;
  const { revalidate } = useRevalidator();
  const refresh = () => void revalidate();
  const [importState, setImportState] = useState<CatalogImportState>({});
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  usePage(adminMessages.app.titles.page(text.title));

  /** Runs one change, announces the outcome and reads the catalogue again either way. */
  const change = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
      notify('success', done);
    } catch (error) {
      notify('error', apiMessageOf(error) ?? text.failed);
    }
    refresh();
  };

  const chooseFile = async (chosen: File) => {
    setFile(null);
    const refuse = (problem: string) =>
      setImportState({ fileName: chosen.name, errors: [problem] });
    setImportState({ fileName: chosen.name, checking: true });
    const opened = await readImportFile(chosen, CATALOG_FILE_MAX_BYTES);
    if (!opened.ok) {
      refuse(
        opened.problem === 'notUtf8'
          ? text.import.notUtf8(chosen.name)
          : text.import[opened.problem],
      );
      return;
    }
    const content = opened.content;
    const payload = { fileName: chosen.name, content };
    try {
      const preview = await importCatalog({ ...payload, dryRun: true });
      setFile(payload);
      setImportState({ fileName: chosen.name, preview });
    } catch (error) {
      setFile(null);
      const errors = apiLinesOf(error) ?? [apiMessageOf(error) ?? text.import.failed];
      setImportState({ fileName: chosen.name, errors });
      notify('error', text.import.errorsTitle);
    }
  };

  const applyImport = async () => {
    if (!file) return;
    setImportState((state) => ({ ...state, importing: true }));
    try {
      const result = await importCatalog({ ...file, dryRun: false });
      setFile(null);
      setImportState({});
      notify('success', text.import.done(result.categoriesAdded, result.companiesAdded));
    } catch (error) {
      const errors = apiLinesOf(error) ?? [apiMessageOf(error) ?? text.import.failed];
      setImportState((state) => ({ fileName: state.fileName, errors }));
      notify('error', text.import.failed);
    }
    refresh();
  };

  const findName = (kind: Removal['kind'], id: number) =>
    kind === 'category'
      ? categories?.find((c) => c.id === id)?.name
      : categories?.flatMap((c) => c.companies).find((c) => c.id === id)?.name;

  return (
    <>
      <CatalogView
        categories={categories}
        loadFailed={!catalog.ok}
        onRetry={refresh}
        importState={importState}
        onChooseFile={(chosen) => void chooseFile(chosen)}
        onImport={() => void applyImport()}
        onDiscardImport={() => {
          setFile(null);
          setImportState({});
        }}
        onAddCategory={(name) => void change(() => addCategory(name), text.saved)}
        onAddCompany={(id, name) => void change(() => addCompany(id, name), text.saved)}
        onRenameCategory={(id, name) => void change(() => renameCategory(id, name), text.saved)}
        onRenameCompany={(id, name) => void change(() => renameCompany(id, name), text.saved)}
        onRemoveCategory={(id) =>
          setRemoval({ kind: 'category', id, name: findName('category', id) ?? '' })
        }
        onRemoveCompany={(id) =>
          setRemoval({ kind: 'company', id, name: findName('company', id) ?? '' })
        }
      />
      <ConfirmDialog
        open={removal !== null}
        message={
          removal?.kind === 'category'
            ? text.confirmRemoveCategory(removal.name)
            : text.confirmRemoveCompany(removal?.name ?? '')
        }
        confirmLabel={text.confirmRemoveLabel}
        cancelLabel={text.cancel}
        onResult={(outcome) => {
          const target = removal;
          setRemoval(null);
          if (outcome !== 'confirmed' || !target) return;
          const remove = target.kind === 'category' ? removeCategory : removeCompany;
          void change(() => remove(target.id), text.removed);
        }}
      />
    </>
  );
}
