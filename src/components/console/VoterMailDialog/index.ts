export { VoterMailDialog, type VoterMailDialogProps } from './VoterMailDialog';
