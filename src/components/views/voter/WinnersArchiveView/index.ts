export { WinnersArchiveView, type WinnersArchiveViewProps } from './WinnersArchiveView';
