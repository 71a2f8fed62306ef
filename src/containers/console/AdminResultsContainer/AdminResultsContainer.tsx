import { useEffect, useState } from 'react';

import { getAdminResults, getResultsCsv } from '../../../api/admin';
import { isCanceled, statusOf } from '../../../api/client';
import { getPublication, publicFileUrl } from '../../../api/trust';
import {
  AdminResultsView,
  type ExportState,
} from '../../../components/views/console/AdminResultsView';
import type { AdminResults } from '../../../domain/admin';
import { adminMessages } from '../../../domain/adminMessages';
import { formatElectionDate } from '../../../domain/election';
import { trustMessages } from '../../../domain/trustMessages';
import { saveFile } from '../../shared/saveFile';
import { usePage } from '../../shared/usePage';

const { results: text } = adminMessages;

/** A 403 "sealed" answer's close time as the operator reads it (null: none set); else undefined. */
function sealedUntil(error: unknown): string | null | undefined {
  if (statusOf(error) !== 403) return undefined;
  const data: unknown = (error as { response?: { data?: unknown } }).response?.data;
  if (typeof data !== 'object' || data === null || !('unsealsAt' in data)) return undefined;
  const at = (data as { unsealsAt: unknown }).unsealsAt;
  return typeof at === 'string' ? formatElectionDate(at) : null;
}

/**
 * Route /admin/resultados: GET /admin/results; Exportar CSV fetches GET /admin/results.csv with
 * the operator's token (a plain link could not send it) and saves it as resultados.csv.
 */
export function AdminResultsContainer() {
  const [results, setResults] = useState<AdminResults | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [exportState, setExportState] = useState<ExportState>('idle');
  const [sealedMessage, setSealedMessage] = useState<string | null>(null);
  const [ataHref, setAtaHref] = useState<string | undefined>(undefined);
  usePage(adminMessages.app.titles.page(text.title));

  useEffect(() => {
    const controller = new AbortController();
    setLoadFailed(false);
    getAdminResults(controller.signal).then(setResults, (error: unknown) => {
      if (isCanceled(error)) return;
      // Sealed while voting is open (issue 26): the server says until when.
      const sealed = sealedUntil(error);
      if (sealed !== undefined) setSealedMessage(trustMessages.console.sealed(sealed));
      else setLoadFailed(true);
    });
    // Published: the ata downloads from the public API.
    getPublication(controller.signal).then(
      () => setAtaHref(publicFileUrl('/results/ata.pdf')),
      () => setAtaHref(undefined),
    );
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
      sealedMessage={sealedMessage}
      ataHref={ataHref}
    />
  );
}
