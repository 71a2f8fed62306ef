import { useState } from 'react';
import { useRevalidator } from 'react-router';

import { getAdminResults, getResultsCsv } from '../../../api/admin';
import { statusOf } from '../../../api/client';
import { getPublication, publicFileUrl } from '../../../api/trust';
import {
  AdminResultsView,
  type ExportState,
} from '../../../components/views/console/AdminResultsView';
import { adminMessages } from '../../../domain/adminMessages';
import { formatElectionDate } from '../../../domain/election';
import { trustMessages } from '../../../domain/trustMessages';
import { saveFile } from '../../shared/saveFile';
import { usePage } from '../../shared/usePage';
import { consoleLoader, read, useConsoleData } from '../consoleData';

const { results: text } = adminMessages;

/** A 403 "sealed" answer's close time as the operator reads it (null: none set); else undefined. */
function sealedUntil(error: unknown): string | null | undefined {
  if (statusOf(error) !== 403) return undefined;
  const data: unknown = (error as { response?: { data?: unknown } }).response?.data;
  if (typeof data !== 'object' || data === null || !('unsealsAt' in data)) return undefined;
  const at = (data as { unsealsAt: unknown }).unsealsAt;
  return typeof at === 'string' ? formatElectionDate(at) : null;
}

/** The results (or why they cannot be read) and whether they are published (the ata is). */
export const adminResultsLoader = consoleLoader(async ({ request: { signal } }) => {
  const [results, publication] = await Promise.all([
    read(getAdminResults(signal)),
    read(getPublication(signal)),
  ]);
  return { results, published: publication.ok };
});

/**
 * Route /admin/resultados: GET /admin/results (its loader); Exportar CSV fetches
 * GET /admin/results.csv with the operator's token (a plain link could not send it) and saves it
 * as resultados.csv.
 */
export function AdminResultsContainer() {
  const { results: answer, published } = useConsoleData<typeof adminResultsLoader>();
  const revalidator = useRevalidator();
  const [exportState, setExportState] = useState<ExportState>('idle');
  usePage(adminMessages.app.titles.page(text.title));
  // Sealed while voting is open (issue 26): the server says until when.
  const sealed = answer.ok ? undefined : sealedUntil(answer.error);
  // 'Tentar novamente' shows the loading state until the new read is in.
  const results = answer.ok && revalidator.state === 'idle' ? answer.value : null;

  const exportCsv = () => {
    if (exportState === 'exporting') return;
    setExportState('exporting');
    getResultsCsv().then(
      (blob) => {
        saveFile(blob, text.csvFileName);
        setExportState('done');
      },
      () => setExportState('failed'),
    );
  };

  return (
    <AdminResultsView
      results={results}
      loadFailed={!answer.ok && sealed === undefined && revalidator.state === 'idle'}
      onRetry={() => void revalidator.revalidate()}
      onExport={exportCsv}
      exportState={exportState}
      generatedAtLabel={results ? formatElectionDate(results.generatedAt) : undefined}
      sealedMessage={sealed === undefined ? null : trustMessages.console.sealed(sealed)}
      // Published: the ata downloads from the public API.
      ataHref={published ? publicFileUrl('/results/ata.pdf') : undefined}
    />
  );
}
