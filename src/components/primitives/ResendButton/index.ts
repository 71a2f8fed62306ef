export { ResendButton, type ResendButtonProps } from './ResendButton';
