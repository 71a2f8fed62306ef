/**
 * A receipt e-mail as the outbox keeps it while it waits for the voter's next votes, and the text
 * it is sent with (confirmation.ts queues the lines; context.ts registers the renderer).
 */
import type { OutboxRow } from '../../mail/outbox';
import { apiMessages } from '../../messages';

export const RECEIPT_KIND = 'vote-receipt';

/**
 * The body a receipt e-mail waits with: the voter's name, then one `category<TAB>receipt` line per
 * vote (the outbox appends lines). A receipt never holds a tab; a category name is split at the
 * last one.
 */
export const receiptLine = (category: string, receipt: string) =>
  `${category.replace(/[\t\n\r]+/g, ' ')}\t${receipt}`;

/** The subject and text of a waiting receipt e-mail, written when it is sent. */
export function receiptRenderer(checkUrl: string | null) {
  return (row: OutboxRow): { subject: string; text: string } => {
    const [nome = '', ...lines] = (row.body ?? '').split('\n');
    const votes = lines.flatMap((line) => {
      const tab = line.lastIndexOf('\t');
      return tab < 0 ? [] : [{ category: line.slice(0, tab), receipt: line.slice(tab + 1) }];
    });
    // A row queued before receipts were collected holds its finished text: sent as it is.
    if (votes.length === 0) return { subject: row.subject, text: row.body ?? '' };
    return {
      subject:
        votes.length === 1 ? apiMessages.mail.receiptSubject : apiMessages.mail.receiptsSubject,
      text: apiMessages.mail.receiptText(nome, votes, checkUrl),
    };
  };
}
