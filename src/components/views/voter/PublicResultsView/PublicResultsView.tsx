import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

import type { PublicResults } from '../../../../domain/admin';
import { awardsMessages } from '../../../../domain/awardsMessages';
import { messages } from '../../../../domain/messages';
import { trustMessages } from '../../../../domain/trustMessages';
import { AsyncContent, type AsyncStatus } from '../../../primitives/AsyncContent';
import { PageHeader } from '../../../primitives/PageHeader';
import { RankedCategory } from '../../../primitives/RankedCategory';
import { AppLayout } from '../../../voter/AppLayout';

/** 'withdrawn' (issue 36): published once, the publication withdrawn and not yet replaced. */
export type PublicResultsState = 'loading' | 'notPublished' | 'withdrawn' | 'error' | 'ready';

export interface PublicResultsViewProps {
  state: PublicResultsState;
  /** The published results (state 'ready'). @default [] */
  results?: PublicResults['data'];
  /** The award's name, shown under the title when known. */
  electionName?: string | null;
  /**
   * The voting has closed (GET /api/election): 'not published yet' then says the counting is
   * what is left, not that the voting must close first (issue 40 §5). @default false
   */
  votingClosed?: boolean;
  /** 'Tentar novamente' after a failed load. */
  onRetry: () => void;
  /**
   * Shown under the ready results: the publication's receipts, digests and ata (issue 26), and
   * its history (issue 36, also under 'withdrawn').
   */
  children?: ReactNode;
  /** 'Ver todos os vencedores': the archive of every published edition (issue 41 §2). */
  archiveHref?: string;
  sx?: SxProps<Theme>;
}

const { results: text } = messages;

/** Not published yet and published without categories are both "nothing to show". */
function asyncStatusOf(state: PublicResultsState, count: number): AsyncStatus {
  if (state === 'notPublished' || state === 'withdrawn') return 'empty';
  if (state === 'ready' && count === 0) return 'empty';
  return state;
}

/**
 * /resultados, open to everyone (signed out too): each category's companies ranked, as a chart
 * and a table (on a phone the winner and the table, the chart on request); a friendly 'ainda não
 * publicados' until the operator publishes.
 */
export function PublicResultsView({
  state,
  results = [],
  electionName,
  votingClosed = false,
  onRetry,
  children,
  archiveHref,
  sx,
}: PublicResultsViewProps) {
  // A phone: each category's winner and table first, its chart on request (issue 40 §5).
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <AppLayout sx={sx}>
      <PageHeader title={text.title} subtitle={electionName || text.subtitle} />
      <AsyncContent
        status={asyncStatusOf(state, results.length)}
        loadingLabel={text.loading}
        errorMessage={text.loadFailed}
        onRetry={onRetry}
        retryLabel={text.retry}
        empty={
          state === 'notPublished' ? (
            <Alert severity="info">
              <AlertTitle>{text.notPublishedTitle}</AlertTitle>
              {votingClosed ? text.notPublishedClosed : text.notPublished}
            </Alert>
          ) : state === 'withdrawn' ? (
            <Alert severity="warning">
              <AlertTitle>{trustMessages.publication.withdrawnTitle}</AlertTitle>
              {trustMessages.publication.withdrawnBody}
            </Alert>
          ) : (
            text.empty
          )
        }
      >
        <Stack spacing={2}>
          {results.map(({ category, companies }) => (
            <RankedCategory
              key={category}
              category={category}
              showWinner
              compact={compact}
              companies={companies.map(({ name, votes }) => ({ key: name, name, votes }))}
            />
          ))}
        </Stack>
      </AsyncContent>
      {(state === 'ready' || state === 'withdrawn') && children}
      {archiveHref && (
        <Link href={archiveHref} sx={{ display: 'inline-block', mt: 3 }}>
          {awardsMessages.verify.archive}
        </Link>
      )}
    </AppLayout>
  );
}
