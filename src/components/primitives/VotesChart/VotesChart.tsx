import Box from '@mui/material/Box';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { ChartsYAxisProps } from '@mui/x-charts/models';
import { createContext, useContext, type ReactNode } from 'react';

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
  /**
   * false: the table only (a phone's compact view, the chart drawn on request, issue 40 §5).
   * @default true
   */
  showChart?: boolean;
  /** The table above the chart (the phone's order: the figures first). @default false */
  tableFirst?: boolean;
  /** The chart's element id, for a button that shows it (`aria-controls`). @default undefined */
  chartId?: string;
  /** Between the table and the chart when `tableFirst` (the button that shows the chart). */
  betweenTableAndChart?: ReactNode;
  sx?: SxProps<Theme>;
}

const ROW_HEIGHT = 40;
/** Room for the names beside the bars, and how many characters fit on one of its lines. */
const NAME_AXIS_WIDTH = 140;
const NAME_LINE_CHARACTERS = 20;

/**
 * A name on the axis in at most two lines, cut at word ends; the second line ends in "…" when the
 * name is longer still (the whole name is in the table, the tooltip and the label's title).
 */
export function wrapAxisLabel(name: string, perLine = NAME_LINE_CHARACTERS, lines = 2): string {
  const cut = (text: string) =>
    text.length <= perLine ? text : `${text.slice(0, perLine - 1).trimEnd()}…`;
  const rows: string[] = [];
  let current = '';
  const words = name.trim().split(/\s+/);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine || !current) {
      current = next;
      continue;
    }
    rows.push(current);
    current = word;
    if (rows.length === lines - 1) {
      current = words.slice(index).join(' ');
      break;
    }
  }
  rows.push(current);
  return rows.map(cut).join('\n');
}

/** The names' axis (the y axis of the horizontal layout), its labels drawn by NameTickLabel. */
function NamesAxis(props: ChartsYAxisProps) {
  return <ChartsYAxis {...props} slots={{ ...props.slots, axisTickLabel: NameTickLabel }} />;
}

/** The rows' full names, for the axis labels (the chart hands them over already shortened). */
const FullNames = createContext<readonly string[]>([]);

/**
 * An axis label drawn in up to two lines, with the full name as its SVG title (shown on hover).
 * The chart passes the label as it would draw it, maybe cut with "…": the full name is the row
 * whose name it is, or starts with.
 */
function NameTickLabel(props: ChartsTextProps) {
  const names = useContext(FullNames);
  const shown = props.text;
  const stem = shown.endsWith('…') ? shown.slice(0, -1) : shown;
  const full = names.find((name) => name === shown) ?? names.find((name) => name.startsWith(stem));
  if (full === undefined) return <ChartsText {...props} />;
  return (
    <g>
      <title>{full}</title>
      <ChartsText {...props} text={wrapAxisLabel(full)} />
    </g>
  );
}

/**
 * A bar chart of votes (@mui/x-charts) in the brand's blue and, under it, a table with exactly the
 * same data: the chart is for the eye, the table is its text alternative (screen readers,
 * keyboard, copying). Long names beside the bars wrap to two lines and end in "…" past that; the
 * full name is in the label's title, the tooltip and the table.
 */
export function VotesChart({
  rows,
  columns,
  chartLabel,
  caption,
  layout = 'horizontal',
  emptyText,
  showChart = true,
  tableFirst = false,
  chartId,
  betweenTableAndChart,
  sx,
}: VotesChartProps) {
  const theme = useTheme();
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

  const chart = showChart && (
    <Box id={chartId} role="img" aria-label={chartLabel} sx={{ width: '100%', minWidth: 0 }}>
      <FullNames.Provider value={labels}>
        <BarChart
          layout={layout}
          height={height}
          series={[{ data: votes, label: columns.votes, color: theme.palette.primary.main }]}
          {...(horizontal
            ? {
                yAxis: [{ ...band, width: NAME_AXIS_WIDTH }],
                xAxis: [count],
                // Only the names' axis: a count ("500") is never looked up among the names.
                slots: { yAxis: NamesAxis },
              }
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
      </FullNames.Provider>
    </Box>
  );

  const table = (
    <TableContainer sx={{ mt: tableFirst ? 0 : 1 }}>
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
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word' }}>
                {row.label}
              </TableCell>
              <TableCell align="right">{row.votes.toLocaleString('pt-BR')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {tableFirst ? table : chart}
      {tableFirst && betweenTableAndChart}
      {tableFirst ? chart : table}
    </Box>
  );
}
