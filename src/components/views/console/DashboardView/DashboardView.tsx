import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import type { Turnout } from '../../../../domain/admin';
import { adminMessages } from '../../../../domain/adminMessages';
import { formatVotesHour } from '../../../../domain/electionWindow';
import { StatCard } from '../../../console/StatCard';
import { PageHeader } from '../../../primitives/PageHeader';
import { VotesChart } from '../../../primitives/VotesChart';

export interface DashboardViewProps {
  /** The last figures read; null before the first answer. */
  turnout: Turnout | null;
  /** The last read failed (the previous figures, if any, stay on screen). @default false */
  failed?: boolean;
  /** 'Atualizado às 12:30:05.' of the last successful read, announced politely. */
  updatedAt?: string | null;
  /** The tab is hidden: refreshing waits until it is shown again. @default false */
  paused?: boolean;
  /** 'Atualizar agora'. */
  onRefresh: () => void;
  /** Voting is open with no closing date (no window set): warn until one is. @default false */
  openWithoutEnd?: boolean;
  /** 'Definir a janela de votação' (shown with the warning): opens Eleição. */
  onSetWindow?: () => void;
  /**
   * Reopenings of voting after the results per company were read (issue 36), dates already
   * formatted; each is printed as "Resultados consultados em … e votação reaberta em …".
   * @default []
   */
  reopenings?: readonly { resultsReadAt: string; reopenedAt: string }[];
  sx?: SxProps<Theme>;
}

const { dashboard: text, app } = adminMessages;
const count = (n: number) => n.toLocaleString('pt-BR');

/**
 * Painel: registered voters, voters who voted (and the turnout %), counted votes, votes per
 * category and per hour, each chart followed by a table with the same data. The container
 * refreshes it every few seconds; the status line says when it was read.
 */
export function DashboardView({
  turnout,
  failed = false,
  updatedAt = null,
  paused = false,
  onRefresh,
  openWithoutEnd = false,
  onSetWindow,
  reopenings = [],
  sx,
}: DashboardViewProps) {
  return (
    <Box sx={sx}>
      <PageHeader title={text.title} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}
      >
        <Typography role="status" variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {[updatedAt && text.updatedAt(updatedAt), paused && text.paused]
            .filter(Boolean)
            .join(' ')}
        </Typography>
        <Button variant="outlined" startIcon={<RefreshIcon aria-hidden />} onClick={onRefresh}>
          {text.refresh}
        </Button>
      </Stack>
      {openWithoutEnd && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          <AlertTitle>{text.openWithoutEndTitle}</AlertTitle>
          {text.openWithoutEnd}
          {onSetWindow && (
            // Below the text, not beside it: at 360 px a side button squeezes into a column.
            <Box sx={{ mt: 1 }}>
              <Button color="inherit" variant="outlined" size="small" onClick={onSetWindow}>
                {text.setWindow}
              </Button>
            </Box>
          )}
        </Alert>
      )}
      {reopenings.length > 0 && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          <AlertTitle>{text.reopenedTitle}</AlertTitle>
          {reopenings.map((r) => (
            <Typography key={`${r.resultsReadAt}-${r.reopenedAt}`} variant="body2">
              {text.reopened(r.resultsReadAt, r.reopenedAt)}
            </Typography>
          ))}
        </Alert>
      )}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {app.loadFailed}
        </Alert>
      )}
      {turnout === null ? (
        !failed && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{app.loading}</Typography>
          </Stack>
        )
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
              mb: 3,
            }}
          >
            <StatCard label={text.registered} value={count(turnout.registeredVoters)} />
            <StatCard label={text.voted} value={count(turnout.votersWhoVoted)} />
            <StatCard label={text.turnout} value={text.percent(turnout.turnoutPercent)} />
            <StatCard label={text.totalVotes} value={count(turnout.totalVotes)} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Paper component="section" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
              <Typography component="h2" variant="h6">
                {text.byCategory}
              </Typography>
              <VotesChart
                rows={turnout.byCategory.map((row) => ({
                  key: row.categoryId,
                  label: row.category,
                  votes: row.votes,
                }))}
                columns={{ label: text.columns.category, votes: text.columns.votes }}
                chartLabel={text.chartByCategory}
                caption={text.byCategory}
                emptyText={text.noVotes}
              />
            </Paper>
            <Paper component="section" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
              <Typography component="h2" variant="h6">
                {text.byHour}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text.byHourNote}
              </Typography>
              <VotesChart
                layout="vertical"
                rows={turnout.byHour.map((row) => ({
                  key: row.hour,
                  label: formatVotesHour(row.hour),
                  votes: row.votes,
                }))}
                columns={{ label: text.columns.hour, votes: text.columns.votes }}
                chartLabel={text.chartByHour}
                caption={text.byHour}
                emptyText={text.noVotes}
              />
            </Paper>
          </Box>
        </>
      )}
    </Box>
  );
}
