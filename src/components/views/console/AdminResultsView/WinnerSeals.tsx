import DownloadIcon from '@mui/icons-material/Download';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { awardsMessages } from '../../../../domain/awardsMessages';

/** One winner's seal to download (a tie's winners have one each). */
export interface WinnerSeal {
  key: string;
  category: string;
  company: string;
}

/** The last seal download: which one, and where it stands. */
export interface SealDownloadState {
  key: string;
  state: 'downloading' | 'done' | 'failed';
}

const text = awardsMessages.console;

/**
 * Resultados, once published (issue 41 §2): each winner's seal, downloaded as the file stored at
 * publication, for the operator to send to the company.
 */
export function WinnerSeals({
  seals,
  onDownload,
  download,
}: {
  seals: WinnerSeal[];
  onDownload: (key: string) => void;
  download: SealDownloadState | null;
}) {
  const headingId = useId();
  const last = download ? seals.find((s) => s.key === download.key) : undefined;
  const status =
    !download || !last
      ? ''
      : download.state === 'downloading'
        ? text.downloading
        : download.state === 'done'
          ? text.downloaded(last.company)
          : text.failed;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        <WorkspacePremiumIcon aria-hidden sx={{ color: 'accent.dark' }} />
        <Typography id={headingId} variant="h6" component="h2">
          {text.sealsTitle}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: 720 }}>
        {text.sealsHint}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {seals.map((seal) => (
          <Box
            component="li"
            key={seal.key}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr) auto' },
              alignItems: 'center',
              gap: { xs: 0.5, sm: 2 },
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
              overflowWrap: 'anywhere',
            }}
          >
            <Typography color="text.secondary">{seal.category}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{seal.company}</Typography>
            <Button
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon />}
              aria-label={text.downloadLabel(seal.company, seal.category)}
              onClick={() => onDownload(seal.key)}
              loading={download?.key === seal.key && download.state === 'downloading'}
              loadingPosition="start"
              sx={{ justifySelf: { xs: 'start', sm: 'end' } }}
            >
              {text.download}
            </Button>
          </Box>
        ))}
      </Box>
      <Typography
        role="status"
        variant="body2"
        color={download?.state === 'failed' ? 'error' : 'text.secondary'}
        sx={{ mt: 1, minHeight: '1.5em' }}
      >
        {status}
      </Typography>
    </Card>
  );
}
