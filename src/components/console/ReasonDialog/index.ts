export { ReasonDialog, REASON_MAX, REASON_MIN, type ReasonDialogProps } from './ReasonDialog';
