export { BulkActionDialog, type BulkActionDialogProps, type VoterAction } from './BulkActionDialog';
