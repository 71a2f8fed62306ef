export { WinnersArchiveContainer } from './WinnersArchiveContainer';
