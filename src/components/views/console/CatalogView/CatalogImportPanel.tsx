import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, type ChangeEvent } from 'react';

import type { CatalogImportResult } from '../../../../domain/admin';
import { adminMessages } from '../../../../domain/adminMessages';

/** Where the import stands: nothing chosen, checking, a preview, or the file's errors. */
export interface CatalogImportState {
  fileName?: string;
  /** @default false */
  checking?: boolean;
  /** The dry run's answer (nothing written yet). */
  preview?: CatalogImportResult;
  /** "linha N: motivo", as the server (and the CLI) report them. */
  errors?: string[];
  /** @default false */
  importing?: boolean;
}

export interface CatalogImportPanelProps {
  state: CatalogImportState;
  onChooseFile: (file: File) => void;
  onImport: () => void;
  onDiscard: () => void;
}

const { import: text } = adminMessages.catalog;

/** File input (CSV or JSON), then the preview or the error list, then Importar (all or nothing). */
export function CatalogImportPanel({
  state,
  onChooseFile,
  onImport,
  onDiscard,
}: CatalogImportPanelProps) {
  const { fileName, checking = false, preview, errors, importing = false } = state;
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChooseFile(file);
  };
  const nothingNew = preview && preview.categoriesAdded === 0 && preview.companiesAdded === 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          {text.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {text.hint}
        </Typography>
        <Button variant="outlined" loading={checking} onClick={() => input.current?.click()}>
          {text.choose}
        </Button>
        {/* Hidden: the button above opens it (a label styled as a button fails axe). */}
        <input
          ref={input}
          hidden
          type="file"
          aria-label={text.choose}
          accept=".csv,.json,text/csv,application/json"
          onChange={choose}
        />
        {fileName && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {text.chosen(fileName)}
          </Typography>
        )}
        {checking && <Typography variant="body2">{text.checking}</Typography>}
        {errors && errors.length > 0 && (
          <Alert severity="error" sx={{ width: '100%' }}>
            <AlertTitle>{text.errorsTitle}</AlertTitle>
            <ul aria-label={text.errorsTitle} style={{ margin: 0, paddingLeft: 20 }}>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </Alert>
        )}
        {preview && (
          <Stack spacing={1} sx={{ width: '100%' }} role="region" aria-label={text.previewTitle}>
            <Typography variant="subtitle1" component="h3">
              {text.previewTitle}
            </Typography>
            <Typography variant="body2">
              {nothingNew
                ? text.nothingNew
                : text.preview(preview.categoriesAdded, preview.companiesAdded)}
            </Typography>
            {preview.votingOpenWithoutEnd && (
              <Alert severity="warning" role="status">
                {text.openWithoutEnd}
              </Alert>
            )}
            <ul style={{ margin: 0, paddingLeft: 20, overflowWrap: 'anywhere' }}>
              {preview.categories.map((category) => (
                <li key={category.name}>
                  <strong>{category.name}</strong>: {category.companies.join(', ')}
                </li>
              ))}
            </ul>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                onClick={onImport}
                loading={importing}
                disabled={Boolean(nothingNew)}
              >
                {text.confirm}
              </Button>
              <Button onClick={onDiscard} disabled={importing}>
                {text.cancel}
              </Button>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
