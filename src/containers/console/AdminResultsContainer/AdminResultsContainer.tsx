import { useState } from 'react';
import { useRevalidator } from 'react-router';

import { getAdminResults, getEditions, getResultsCsv } from '../../../api/admin';
import { getAwardsArchive, getSeal } from '../../../api/awards';
import { statusOf } from '../../../api/client';
import { answerOf } from '../../../api/errors';
import { getPublication, publicFileUrl } from '../../../api/trust';
import {
  AdminResultsView,
  type ExportState,
  type SealDownloadState,
  type WinnerSeal,
} from '../../../components/views/console/AdminResultsView';
import { adminMessages } from '../../../domain/adminMessages';
import type { AwardsArchive } from '../../../domain/awards';
import { awardsMessages } from '../../../domain/awardsMessages';
import { formatElectionDate } from '../../../domain/election';
import { trustMessages } from '../../../domain/trustMessages';
import type { EditionSummary } from '../../../domain/types';
import { saveFile } from '../../shared/saveFile';
import { usePage } from '../../shared/usePage';
import { consoleLoader, read, useConsoleData } from '../consoleData';

const { results: text } = adminMessages;

/** A 403 "sealed" answer's close time as the operator reads it (null: none set); else undefined. */
function sealedUntil(error: unknown): string | null | undefined {
  const answer = answerOf(error);
  if (statusOf(error) !== 403 || !('unsealsAt' in answer)) return undefined;
  return typeof answer.unsealsAt === 'string' ? formatElectionDate(answer.unsealsAt) : null;
}

/** A seal to download: the edition's year, the category's slug and the winner's place. */
interface SealRef extends WinnerSeal {
  year: number;
  slug: string;
  place: number;
}

/**
 * Every published edition's winners, each with its seal: the current edition's first, then the
 * archive's order (newest year first), so a winner of an earlier year still gets its seal once
 * the next edition is current. Another year's category carries its year.
 */
function sealsOf(archive: AwardsArchive, editions: EditionSummary[]): SealRef[] {
  const current = editions.find((e) => e.current)?.year;
  const ordered = [
    ...archive.data.filter((e) => e.year === current),
    ...archive.data.filter((e) => e.year !== current),
  ];
  return ordered.flatMap((edition) =>
    edition.categories.flatMap((c) =>
      c.winners.map((company, i) => ({
        key: `${edition.year}/${c.slug}#${i + 1}`,
        category:
          edition.year === current
            ? c.category
            : awardsMessages.console.categoryOfYear(c.category, edition.year),
        company,
        year: edition.year,
        slug: c.slug,
        place: i + 1,
      })),
    ),
  );
}

/**
 * The results (or why they cannot be read), whether they are published (the ata is) and the
 * published editions' winners whose seals download (issue 41 §2).
 */
export const adminResultsLoader = consoleLoader(async ({ request: { signal } }) => {
  const [results, publication, archive, editions] = await Promise.all([
    read(getAdminResults(signal)),
    read(getPublication(signal)),
    read(getAwardsArchive(signal)),
    read(getEditions(signal)),
  ]);
  // The seals are a nicety beside the results: without them the page stands.
  const seals = archive.ok && editions.ok ? sealsOf(archive.value, editions.value) : [];
  return { results, published: publication.ok, seals };
});

/**
 * Route /admin/resultados: GET /admin/results (its loader); Exportar CSV fetches
 * GET /admin/results.csv with the operator's token (a plain link could not send it) and saves it
 * as resultados.csv.
 */
export function AdminResultsContainer() {
  const { results: answer, published, seals } = useConsoleData<typeof adminResultsLoader>();
  const revalidator = useRevalidator();
  const [exportState, setExportState] = useState<ExportState>('idle');
  const [sealDownload, setSealDownload] = useState<SealDownloadState | null>(null);
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

  // Baixar selo: GET /admin/awards/{year}/{slug}/seal.svg with the operator's token, saved.
  const downloadSeal = (key: string) => {
    const seal = seals.find((s) => s.key === key);
    if (!seal || sealDownload?.state === 'downloading') return;
    setSealDownload({ key, state: 'downloading' });
    getSeal(seal.year, seal.slug, seal.place).then(
      (blob) => {
        saveFile(blob, awardsMessages.console.fileName(seal.year, seal.slug, seal.place));
        setSealDownload({ key, state: 'done' });
      },
      () => setSealDownload({ key, state: 'failed' }),
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
      seals={seals}
      onDownloadSeal={downloadSeal}
      sealDownload={sealDownload}
    />
  );
}
