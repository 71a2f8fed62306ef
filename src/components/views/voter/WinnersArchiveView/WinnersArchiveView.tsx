import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { ArchiveEdition, ArchiveWinner } from '../../../../domain/awards';
import { awardsMessages } from '../../../../domain/awardsMessages';
import { AsyncContent } from '../../../primitives/AsyncContent';
import { PageHeader } from '../../../primitives/PageHeader';
import { AppLayout } from '../../../voter/AppLayout';

export interface WinnersArchiveViewProps {
  /** 'ready' with no edition shows 'Nenhuma edição foi publicada ainda.' */
  status: 'loading' | 'error' | 'ready';
  /** The published editions, newest first. @default [] */
  editions?: ArchiveEdition[];
  /** 'Tentar novamente' after a failed load. */
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

const text = awardsMessages.archive;

function WinnerRow({ winner }: { winner: ArchiveWinner }) {
  const { companies } = winner;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        overflowWrap: 'anywhere',
      }}
    >
      <Link href={winner.href} aria-label={text.seeSeal(winner.category)}>
        {winner.category}
      </Link>
      <Typography
        component="span"
        sx={{ fontWeight: companies.length > 0 ? 700 : 400 }}
        color={companies.length > 0 ? 'text.primary' : 'text.secondary'}
      >
        {companies.length === 0 && text.noVotes}
        {companies.length === 1 && companies[0]}
        {companies.length > 1 && text.tie(companies)}
      </Typography>
    </Box>
  );
}

function EditionCard({ edition }: { edition: ArchiveEdition }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        <EmojiEventsIcon aria-hidden sx={{ color: 'accent.dark' }} />
        <Typography id={headingId} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {text.editionHeading(edition.name, edition.year)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {text.publishedOn(edition.publishedOn)}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2 }}>
        <Link href={edition.resultsHref}>{text.results(edition.year)}</Link>
        <Link href={edition.ataHref} download>
          {text.ata(edition.year)}
        </Link>
        <Link href={edition.receiptsHref} download>
          {text.receipts(edition.year)}
        </Link>
      </Stack>
      <Box
        component="ul"
        aria-label={text.winnersLabel(edition.year)}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {edition.winners.map((winner) => (
          <WinnerRow key={winner.href} winner={winner} />
        ))}
      </Box>
    </Card>
  );
}

/**
 * /vencedores, open to everyone (issue 41 §2): every published edition, newest first, with the
 * winner of each category (a tie names every winner, a category without votes says so), each
 * category linking to its seal's verification page, and the edition's results, ata and receipts.
 */
export function WinnersArchiveView({
  status,
  editions = [],
  onRetry,
  sx,
}: WinnersArchiveViewProps) {
  return (
    <AppLayout sx={sx}>
      <PageHeader title={text.title} />
      <Typography sx={{ mb: 3, maxWidth: 640 }}>{text.intro}</Typography>
      <AsyncContent
        status={status === 'ready' && editions.length === 0 ? 'empty' : status}
        loadingLabel={text.loading}
        errorMessage={text.failed}
        onRetry={onRetry}
        empty={text.empty}
      >
        <Stack spacing={3}>
          {editions.map((edition) => (
            <EditionCard key={edition.year} edition={edition} />
          ))}
        </Stack>
      </AsyncContent>
    </AppLayout>
  );
}
