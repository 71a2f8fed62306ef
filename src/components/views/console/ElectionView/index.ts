export { ElectionView, type ElectionFeedback, type ElectionViewProps } from './ElectionView';
