import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { CatalogAdmin } from '../../../../domain/admin';
import { adminMessages } from '../../../../domain/adminMessages';
import { NameDialog } from '../../../console/NameDialog';
import { AsyncContent } from '../../../primitives/AsyncContent';
import { PageHeader } from '../../../primitives/PageHeader';

import { CatalogImportPanel, type CatalogImportState } from './CatalogImportPanel';
import { CompanyRows, RemoveButton } from './CompanyRows';

export type { CatalogImportState } from './CatalogImportPanel';
export type CatalogCategory = CatalogAdmin['data'][number];

export interface CatalogViewProps {
  /** The catalogue as the server has it; null while loading. */
  categories: CatalogCategory[] | null;
  /** The read failed. @default false */
  loadFailed?: boolean;
  onRetry: () => void;
  importState: CatalogImportState;
  /** A file was chosen: the container reads it and asks for the preview (dryRun). */
  onChooseFile: (file: File) => void;
  /** Importar: apply the previewed file (all or nothing). */
  onImport: () => void;
  onDiscardImport: () => void;
  onAddCategory: (name: string) => void;
  onAddCompany: (categoryId: number, name: string) => void;
  onRenameCategory: (id: number, name: string) => void;
  onRenameCompany: (id: number, name: string) => void;
  /** Only offered when no vote references the category (the server answers 409 otherwise). */
  onRemoveCategory: (id: number) => void;
  onRemoveCompany: (id: number) => void;
  sx?: SxProps<Theme>;
}

type NameRequest =
  | { kind: 'addCategory' }
  | { kind: 'addCompany'; categoryId: number; category: string }
  | { kind: 'renameCategory'; id: number; name: string }
  | { kind: 'renameCompany'; id: number; name: string };

const { catalog: text } = adminMessages;

/**
 * Catálogo: every category with its companies, "Tem votos" beside those votes reference (never
 * a count: sealed until the close, issue 36); while results are sealed the companies of a
 * category with votes say "Votos lacrados" instead (which of them have votes is sealed too,
 * issue 37), in the same column; import a CSV or JSON file (preview first), add, rename, and
 * remove what no vote references.
 */
export function CatalogView({
  categories,
  loadFailed = false,
  onRetry,
  importState,
  onChooseFile,
  onImport,
  onDiscardImport,
  onAddCategory,
  onAddCompany,
  onRenameCategory,
  onRenameCompany,
  onRemoveCategory,
  onRemoveCompany,
  sx,
}: CatalogViewProps) {
  const [request, setRequest] = useState<NameRequest | null>(null);
  const answer = (name: string) => {
    if (!request) return;
    if (request.kind === 'addCategory') onAddCategory(name);
    if (request.kind === 'addCompany') onAddCompany(request.categoryId, name);
    if (request.kind === 'renameCategory') onRenameCategory(request.id, name);
    if (request.kind === 'renameCompany') onRenameCompany(request.id, name);
    setRequest(null);
  };
  const dialog = request && {
    title:
      request.kind === 'addCategory'
        ? text.addCategory
        : request.kind === 'addCompany'
          ? text.addCompanyTitle(request.category)
          : request.kind === 'renameCategory'
            ? text.renameCategoryTitle(request.name)
            : text.renameCompanyTitle(request.name),
    label: request.kind.endsWith('Category') ? text.categoryName : text.companyName,
    initialValue: 'name' in request ? request.name : '',
  };

  return (
    <Box sx={sx}>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <Stack spacing={3}>
        <CatalogImportPanel
          state={importState}
          onChooseFile={onChooseFile}
          onImport={onImport}
          onDiscard={onDiscardImport}
        />
        {categories === null ? (
          <AsyncContent status={loadFailed ? 'error' : 'loading'} onRetry={onRetry} />
        ) : (
          <Stack spacing={2}>
            <Box>
              <Button variant="contained" onClick={() => setRequest({ kind: 'addCategory' })}>
                {text.addCategory}
              </Button>
            </Box>
            {categories.length === 0 && <Typography>{text.empty}</Typography>}
            {categories.map((category) => (
              <Paper
                key={category.id}
                variant="outlined"
                component="section"
                aria-label={category.name}
                sx={{ p: { xs: 2, sm: 3 } }}
              >
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {category.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text.companies(category.companies.length)}
                  {category.hasVotes && (
                    <>
                      {' · '}
                      <span id={`catalog-category-${category.id}-votes`}>{text.hasVotes}</span>
                    </>
                  )}
                </Typography>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
                  <Button
                    size="small"
                    onClick={() =>
                      setRequest({
                        kind: 'addCompany',
                        categoryId: category.id,
                        category: category.name,
                      })
                    }
                  >
                    {text.addCompany}
                  </Button>
                  <Button
                    size="small"
                    aria-label={text.renameCategoryTitle(category.name)}
                    onClick={() =>
                      setRequest({ kind: 'renameCategory', id: category.id, name: category.name })
                    }
                  >
                    {text.rename}
                  </Button>
                  <RemoveButton
                    label={`${text.remove} ${category.name}`}
                    idPrefix={`catalog-category-${category.id}`}
                    blocked={category.hasVotes}
                    onClick={() => onRemoveCategory(category.id)}
                  />
                </Stack>
                {category.companies.length === 0 ? (
                  <Typography variant="body2">{text.noCompanies}</Typography>
                ) : (
                  <CompanyRows
                    companies={category.companies}
                    onRename={(company) =>
                      setRequest({ kind: 'renameCompany', id: company.id, name: company.name })
                    }
                    onRemove={onRemoveCompany}
                  />
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      {dialog && <NameDialog {...dialog} onSubmit={answer} onClose={() => setRequest(null)} />}
    </Box>
  );
}
