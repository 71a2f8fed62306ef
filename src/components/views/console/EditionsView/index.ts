export { EditionsView, type EditionsAnswer, type EditionsViewProps } from './EditionsView';
