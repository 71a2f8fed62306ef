import BarChartIcon from '@mui/icons-material/BarChart';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

import { messages } from '../../../domain/messages';
import { rankByVotes } from '../../../domain/ranking';
import { VotesChart } from '../VotesChart';

export interface RankedCompanyVotes {
  key: string | number;
  name: string;
  votes: number;
}

export interface RankedCategoryProps {
  /** The category's name: the section's h2. */
  category: string;
  /** Its companies with their votes, in any order: shown most voted first, ties sharing a rank. */
  companies: RankedCompanyVotes[];
  /** Extra line under the heading (the console's invalidated-vote count). */
  note?: ReactNode;
  /**
   * Names the winner under the heading, with a trophy ('Vencedora: …'; every company tied for
   * first on a tie). Nothing without votes. @default false
   */
  showWinner?: boolean;
  /**
   * A phone's view (issue 40 §5): the winner and the table first, and the chart only when asked
   * for ('Ver gráfico', which says whether it is open). @default false
   */
  compact?: boolean;
  sx?: SxProps<Theme>;
}

const { results } = messages;

/**
 * One category's result: companies ranked by votes, as a bar chart and the same data as a table
 * (compact: the table first, the chart on request).
 * Equal votes share a rank and say so ('1º (empate)'); the next rank skips (1, 1, 3).
 */
export function RankedCategory({
  category,
  companies,
  note,
  showWinner = false,
  compact = false,
  sx,
}: RankedCategoryProps) {
  const [chartAsked, setChartAsked] = useState(false);
  const chartId = useId();
  const headingId = useId();
  const ranked = rankByVotes(companies);
  const anyVote = companies.some((company) => company.votes > 0);
  const winners = anyVote
    ? ranked.filter(({ rank }) => rank === 1).map(({ item }) => item.name)
    : [];

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={category}
      sx={[{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {category}
      </Typography>
      {showWinner && winners.length > 0 && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 0.75,
            mt: 0.75,
            color: 'accent.dark',
          }}
        >
          <EmojiEventsIcon fontSize="small" aria-hidden sx={{ mt: '2px', flexShrink: 0 }} />
          <Typography sx={{ color: 'text.primary', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {results.winner(winners)}
          </Typography>
        </Box>
      )}
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
      <VotesChart
        sx={{ mt: 1 }}
        rows={
          anyVote
            ? ranked.map(({ item, rank, tied }) => ({
                key: item.key,
                label: item.name,
                votes: item.votes,
                rank: tied ? results.rankWithTie(rank) : results.rank(rank),
              }))
            : []
        }
        columns={{
          rank: results.columns.rank,
          label: results.columns.company,
          votes: results.columns.votes,
        }}
        chartLabel={results.chartLabel(category)}
        caption={results.tableCaption(category)}
        emptyText={results.noVotes}
        showChart={!compact || chartAsked}
        tableFirst={compact}
        chartId={chartId}
        betweenTableAndChart={
          compact && (
            <Button
              size="small"
              startIcon={<BarChartIcon aria-hidden />}
              aria-expanded={chartAsked}
              aria-controls={chartAsked ? chartId : undefined}
              aria-describedby={headingId}
              onClick={() => setChartAsked((asked) => !asked)}
              sx={{ my: 1 }}
            >
              {chartAsked ? results.hideChart : results.showChart}
            </Button>
          )
        }
      />
    </Paper>
  );
}
