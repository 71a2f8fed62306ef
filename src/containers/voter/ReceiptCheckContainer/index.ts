export { ReceiptCheckContainer } from './ReceiptCheckContainer';
