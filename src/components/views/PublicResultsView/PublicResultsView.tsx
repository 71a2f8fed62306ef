import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { PublicResults } from '../../../domain/admin';
import { messages } from '../../../domain/messages';
import { AppLayout } from '../../AppLayout';
import { RankedCategory } from '../../charts/RankedCategory';
import { PageHeader } from '../../PageHeader';

export type PublicResultsState = 'loading' | 'notPublished' | 'error' | 'ready';

export interface PublicResultsViewProps {
  state: PublicResultsState;
  /** The published results (state 'ready'). @default [] */
  results?: PublicResults['data'];
  /** The award's name, shown under the title when known. */
  electionName?: string | null;
  /** 'Tentar novamente' after a failed load. */
  onRetry: () => void;
  /** Shown under the ready results: the publication's receipts, digests and ata (issue 26). */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

const { results: text } = messages;

/**
 * /resultados, open to everyone (signed out too): each category's companies ranked, as a chart
 * and a table; a friendly 'ainda não publicados' until the operator publishes.
 */
export function PublicResultsView({
  state,
  results = [],
  electionName,
  onRetry,
  children,
  sx,
}: PublicResultsViewProps) {
  return (
    <AppLayout sx={sx}>
      <PageHeader title={text.title} subtitle={electionName || text.subtitle} />
      <Box aria-live="polite" aria-busy={state === 'loading'}>
        {state === 'loading' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{text.loading}</Typography>
          </Stack>
        )}
        {state === 'notPublished' && (
          <Alert severity="info">
            <AlertTitle>{text.notPublishedTitle}</AlertTitle>
            {text.notPublished}
          </Alert>
        )}
        {state === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {text.retry}
              </Button>
            }
          >
            {text.loadFailed}
          </Alert>
        )}
        {state === 'ready' &&
          (results.length === 0 ? (
            <Typography color="text.secondary">{text.empty}</Typography>
          ) : (
            <Stack spacing={2}>
              {results.map(({ category, companies }) => (
                <RankedCategory
                  key={category}
                  category={category}
                  companies={companies.map(({ name, votes }) => ({ key: name, name, votes }))}
                />
              ))}
            </Stack>
          ))}
        {state === 'ready' && children}
      </Box>
    </AppLayout>
  );
}
