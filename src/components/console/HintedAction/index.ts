export { HintedAction, type HintedActionProps } from './HintedAction';
