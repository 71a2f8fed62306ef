/** What other features may use of the receipts feature. */
export { RECEIPTS_PAGE_SIZE, receiptsFileOf } from './receiptsFile';
export { receiptsText, sha256Hex } from './receiptsList';
export { sendReceiptsFile } from './sendReceiptsFile';
export {
  countedReceipts,
  notCountedReceipts,
  receiptFate,
  type CategoryReceipts,
  type ReceiptFate,
} from './repository';
