export {
  VotesChart,
  type VotesChartColumns,
  type VotesChartProps,
  type VotesChartRow,
} from './VotesChart';
