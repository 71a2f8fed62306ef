export * from './ReceiptCheckView';
