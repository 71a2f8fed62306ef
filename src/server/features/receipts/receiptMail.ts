/**
 * A receipt e-mail's text, written when it is sent (issue 37, decision 261): the voter's first
 * name, as the code e-mail greets, and each vote of the e-mail's span with its category and
 * receipt, read from `votes` (repository.ts receiptMailOf); confirmation.ts queues the
 * row, context.ts registers the renderer.
 */
import type { Kysely } from 'kysely';

import { firstNameOf } from '../../../domain/firstName';
import type { Database } from '../../db/schema';
import type { OutboxRow, Rendering } from '../../mail/outbox';
import { apiMessages } from '../../messages';

import { receiptMailOf } from './repository';

export { RECEIPT_KIND } from './repository';

/**
 * A row queued before decision 261 holds its votes as lines (the voter's name, then
 * `category<TAB>receipt` per vote), or its finished text: written from them as then.
 */
function fromBody(row: OutboxRow, checkUrl: string | null): Rendering {
  const [nome = '', ...lines] = (row.body ?? '').split('\n');
  const votes = lines.flatMap((line) => {
    const tab = line.lastIndexOf('\t');
    return tab < 0 ? [] : [{ category: line.slice(0, tab), receipt: line.slice(tab + 1) }];
  });
  if (votes.length === 0) return { subject: row.subject, text: row.body ?? '' };
  return {
    subject:
      votes.length === 1 ? apiMessages.mail.receiptSubject : apiMessages.mail.receiptsSubject,
    text: apiMessages.mail.receiptText(firstNameOf(nome), votes, checkUrl),
  };
}

/** The subject and text of a receipt e-mail, from the votes as they are when it is sent. */
export function receiptRenderer(db: Kysely<Database>, checkUrl: string | null) {
  return async (row: OutboxRow): Promise<Rendering> => {
    if (row.body || row.voter_id === null) return fromBody(row, checkUrl);
    const mail = await receiptMailOf(db, {
      id: row.id,
      voter_id: row.voter_id,
      created_at: Number(row.created_at),
    });
    // Its votes went out in another e-mail (two begun in the same millisecond), or none left.
    if (!mail || mail.votes.length === 0) return { skip: apiMessages.mail.receiptNothingLeft };
    return {
      subject:
        mail.votes.length === 1
          ? apiMessages.mail.receiptSubject
          : apiMessages.mail.receiptsSubject,
      text: apiMessages.mail.receiptText(firstNameOf(mail.nome), mail.votes, checkUrl),
    };
  };
}
