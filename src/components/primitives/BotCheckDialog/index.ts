export { BotCheckDialog, type BotCheckDialogProps } from './BotCheckDialog';
