export { ElectionView, type ElectionViewProps } from './ElectionView';
