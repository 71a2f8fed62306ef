export { NameDialog, type NameDialogProps } from './NameDialog';
