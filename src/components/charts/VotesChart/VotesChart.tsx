import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

import { visuallyHidden } from '../../../theme/visuallyHidden';

export interface VotesChartRow {
  /** Stable React key. */
  key: string | number;
  /** Category, company or hour, as shown on the axis and in the table. */
  label: string;
  votes: number;
  /** Shown in a first column when given ('1º', '1º (empate)'). */
  rank?: string;
}

export interface VotesChartColumns {
  label: string;
  votes: string;
  /** Header of the rank column (only when rows carry a rank). */
  rank?: string;
}

export interface VotesChartProps {
  rows: VotesChartRow[];
  columns: VotesChartColumns;
  /** The chart's accessible name (it says a table with the same data follows). */
  chartLabel: string;
  /** The table's caption (read by screen readers; hidden on screen, the heading above shows it). */
  caption: string;
  /** 'horizontal': one bar per row, labels on the left (names); 'vertical': columns (hours). @default 'horizontal' */
  layout?: 'horizontal' | 'vertical';
  /** Shown instead of chart and table when there are no rows. */
  emptyText: string;
  sx?: SxProps<Theme>;
}

const ROW_HEIGHT = 36;

/**
 * A bar chart of votes (@mui/x-charts) and, under it, a table with exactly the same data: the
 * chart is for the eye, the table is its text alternative (screen readers, keyboard, copying).
 */
export function VotesChart({
  rows,
  columns,
  chartLabel,
  caption,
  layout = 'horizontal',
  emptyText,
  sx,
}: VotesChartProps) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={[{ py: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {emptyText}
      </Typography>
    );
  }

  const labels = rows.map((row) => row.label);
  const votes = rows.map((row) => row.votes);
  const horizontal = layout === 'horizontal';
  const height = horizontal ? Math.max(140, rows.length * ROW_HEIGHT + 60) : 280;
  const band = { scaleType: 'band' as const, data: labels };
  const withRank = rows.some((row) => row.rank !== undefined);
  // Whole votes only, in pt-BR ("1.200"); with no votes yet the axis still runs 0–1 instead of
  // a degenerate 0–0 drawn as "0.000000".
  const count = {
    min: 0,
    ...(Math.max(...votes) === 0 ? { max: 1 } : {}),
    tickMinStep: 1,
    valueFormatter: (value: number) => value.toLocaleString('pt-BR'),
  };

  return (
    <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box role="img" aria-label={chartLabel} sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          layout={layout}
          height={height}
          series={[{ data: votes, label: columns.votes }]}
          {...(horizontal
            ? { yAxis: [{ ...band, width: 140 }], xAxis: [count] }
            : {
                // Hour labels ("05/12, 09:00") in a smaller size, so whether they fit their column
                // is never a matter of a pixel (MUI hides labels that would overlap).
                xAxis: [{ ...band, tickLabelStyle: { fontSize: 10 } }],
                yAxis: [{ ...count, width: 48 }],
              })}
          hideLegend
          skipAnimation
          // Room for half of the last tick label ("1.500.000") past the end of the axis.
          margin={{ right: 32 }}
        />
      </Box>
      <TableContainer sx={{ mt: 1 }}>
        <Table size="small">
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {withRank && <TableCell scope="col">{columns.rank}</TableCell>}
              <TableCell scope="col">{columns.label}</TableCell>
              <TableCell scope="col" align="right">
                {columns.votes}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                {withRank && <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.rank}</TableCell>}
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {row.label}
                </TableCell>
                <TableCell align="right">{row.votes.toLocaleString('pt-BR')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
