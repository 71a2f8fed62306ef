export { IntegrityView, type IntegrityViewProps } from './IntegrityView';
