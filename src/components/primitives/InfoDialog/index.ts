export { InfoDialog } from './InfoDialog';
export type { InfoDialogProps } from './InfoDialog';
