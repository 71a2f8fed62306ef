export { SealCheckView, type SealCheckState, type SealCheckViewProps } from './SealCheckView';
