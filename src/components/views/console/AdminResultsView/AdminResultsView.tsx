import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import type { AdminResults } from '../../../../domain/admin';
import { adminMessages } from '../../../../domain/adminMessages';
import { trustMessages } from '../../../../domain/trustMessages';
import { AsyncContent, type AsyncStatus } from '../../../primitives/AsyncContent';
import { PageHeader } from '../../../primitives/PageHeader';
import { RankedCategory } from '../../../primitives/RankedCategory';

import { WinnerSeals, type WinnerSeal, type SealDownloadState } from './WinnerSeals';

export type ExportState = 'idle' | 'exporting' | 'done' | 'failed';

export interface AdminResultsViewProps {
  /** GET /admin/results; null while loading. */
  results: AdminResults | null;
  /** The read failed. @default false */
  loadFailed?: boolean;
  onRetry: () => void;
  /** Exportar CSV. */
  onExport: () => void;
  /** Where the export stands (announced in a live region). @default 'idle' */
  exportState?: ExportState;
  /** The count's time as the operator reads it ('21/12/2026 18:00'), when known. */
  generatedAtLabel?: string;
  /**
   * Voting is open: the server keeps votes per company sealed (issue 26). The text says when they
   * open; the export is disabled. @default null
   */
  sealedMessage?: string | null;
  /** After publication: where the ata de apuração's PDF downloads from. */
  ataHref?: string;
  /** After publication: each winner's seal (issue 41 §2), in the archive's order. */
  seals?: WinnerSeal[];
  /** Baixar selo: the seal's key. */
  onDownloadSeal?: (key: string) => void;
  /** The last seal download and where it stands (announced in a live region). */
  sealDownload?: SealDownloadState | null;
  sx?: SxProps<Theme>;
}

const { results: text } = adminMessages;

/** Sealed results say so in place of the list (the 'empty' node); then failure, loading, none. */
function statusOf(
  results: AdminResults | null,
  loadFailed: boolean,
  sealedMessage: string | null | undefined,
): AsyncStatus {
  if (sealedMessage) return 'empty';
  if (loadFailed) return 'error';
  if (results === null) return 'loading';
  return results.data.length === 0 ? 'empty' : 'ready';
}
const exportStatus: Record<ExportState, string> = {
  idle: '',
  exporting: text.exporting,
  done: text.exported,
  failed: text.exportFailed,
};

/**
 * Resultados: per category, companies ranked by counted votes (chart and table, ties shared), the
 * category's invalidated votes under its name, and the CSV export. While voting is open the
 * results are sealed (a notice saying when they open); once published, the ata's download.
 */
export function AdminResultsView({
  results,
  loadFailed = false,
  onRetry,
  onExport,
  exportState = 'idle',
  generatedAtLabel,
  sealedMessage = null,
  ataHref,
  seals,
  onDownloadSeal,
  sealDownload = null,
  sx,
}: AdminResultsViewProps) {
  const ready = results !== null && !loadFailed && !sealedMessage;
  return (
    <Box sx={sx}>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2, minHeight: 36 }}
      >
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={onExport}
          disabled={!ready}
          loading={exportState === 'exporting'}
          loadingPosition="start"
        >
          {text.exportCsv}
        </Button>
        {ataHref && (
          <Button variant="outlined" startIcon={<DownloadIcon />} href={ataHref} download>
            {trustMessages.console.downloadAta}
          </Button>
        )}
        <Typography
          role="status"
          variant="body2"
          color={exportState === 'failed' ? 'error' : 'text.secondary'}
        >
          {exportStatus[exportState]}
        </Typography>
      </Stack>
      {seals && seals.length > 0 && onDownloadSeal && (
        <WinnerSeals seals={seals} onDownload={onDownloadSeal} download={sealDownload} />
      )}
      <AsyncContent
        status={statusOf(results, loadFailed, sealedMessage)}
        onRetry={onRetry}
        empty={
          sealedMessage ? (
            <Alert severity="info" icon={<LockIcon />}>
              <AlertTitle>{trustMessages.console.sealedTitle}</AlertTitle>
              {sealedMessage}
            </Alert>
          ) : (
            text.empty
          )
        }
      >
        <Stack spacing={2}>
          {generatedAtLabel && (
            <Typography variant="body2" color="text.secondary">
              {text.generatedAt(generatedAtLabel)}
            </Typography>
          )}
          {results?.data.map(({ categoryId, category, invalidatedVotes, companies }) => (
            <RankedCategory
              key={categoryId}
              category={category}
              note={invalidatedVotes > 0 ? text.invalidated(invalidatedVotes) : undefined}
              companies={companies.map(({ companyId, name, votes }) => ({
                key: companyId,
                name,
                votes,
              }))}
            />
          ))}
        </Stack>
      </AsyncContent>
    </Box>
  );
}
