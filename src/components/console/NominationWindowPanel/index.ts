export { NominationWindowPanel, type NominationWindowPanelProps } from './NominationWindowPanel';
