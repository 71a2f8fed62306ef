/**
 * The votes' confirmation e-mail (issues 26 and 23): "Seu voto na categoria X foi registrado.
 * Recibo: …", one line per vote, never naming the company.
 *
 * One waiting outbox row per voter (issue 37, decision 261): a stored vote queues its voter's
 * receipt e-mail in the vote's own transaction (the vote writer's `onStored`,
 * repositories/ballot.ts), unless one is already waiting, and writes nothing about itself into
 * it; the e-mail's text is read from `votes` when it is sent (receiptMail.ts). The e-mail waits
 * RECEIPT_MAIL_WAIT_SECONDS, so a voter who votes in twelve categories in a few minutes gets one
 * e-mail with twelve receipts, and an award's mail stays about one message per voter besides
 * the codes.
 */
import type { AppContext } from '../../context';
import { apiMessages } from '../../messages';
import type { OnVotesStored } from '../voting';

import { queueReceiptMail } from './repository';

export function receiptLines(ctx: AppContext): OnVotesStored {
  const options = {
    subject: apiMessages.mail.receiptSubject,
    holdMs: ctx.config.mail.receiptWaitSeconds * 1000,
    giveUpAfterMs: ctx.config.mail.giveUpAfterHours * 3_600_000,
  };
  return (trx, votes) => queueReceiptMail(trx, ctx.database.kind, votes, options);
}
