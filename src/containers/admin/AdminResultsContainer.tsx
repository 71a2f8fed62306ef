import { useEffect, useState } from 'react';

import { getAdminResults, getResultsCsv } from '../../api/admin';
import { isCanceled } from '../../api/client';
import { AdminResultsView, type ExportState } from '../../components/admin/AdminResultsView';
import type { AdminResults } from '../../domain/admin';
import { adminMessages } from '../../domain/adminMessages';
import { formatElectionDate } from '../../domain/election';
import { saveFile } from '../shared/saveFile';
import { usePage } from '../shared/usePage';

const { results: text } = adminMessages;

/**
 * Route /admin/resultados: GET /admin/results; EXPORTAR CSV fetches GET /admin/results.csv with
 * the operator's token (a plain link could not send it) and saves it as resultados.csv.
 */
export function AdminResultsContainer() {
  const [results, setResults] = useState<AdminResults | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [exportState, setExportState] = useState<ExportState>('idle');
  usePage(adminMessages.app.titles.page(text.title));

  useEffect(() => {
    const controller = new AbortController();
    setLoadFailed(false);
    getAdminResults(controller.signal).then(setResults, (error: unknown) => {
      if (!isCanceled(error)) setLoadFailed(true);
    });
    return () => controller.abort();
  }, [attempt]);

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
      loadFailed={loadFailed}
      onRetry={() => {
        setResults(null);
        setAttempt((n) => n + 1);
      }}
      onExport={exportCsv}
      exportState={exportState}
      generatedAtLabel={results ? formatElectionDate(results.generatedAt) : undefined}
    />
  );
}
