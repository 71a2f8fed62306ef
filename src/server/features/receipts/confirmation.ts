/**
 * The votes' confirmation e-mail (issues 26 and 23): "Seu voto na categoria X foi registrado.
 * Recibo: …", one line per vote, never naming the company.
 *
 * Each stored vote's line is written to the outbox in the vote's own transaction (the vote
 * writer's `onStored`, repositories/ballot.ts): the e-mail is queued if and only if the vote is
 * stored, with no read or commit of its own. One e-mail per voter for the votes of a few minutes
 * (RECEIPT_MAIL_WAIT_SECONDS): the first vote's e-mail waits that long and the voter's next votes
 * join it. A voter who votes in twelve categories gets one e-mail with twelve receipts instead of
 * twelve e-mails, and an award's mail stays about one message per voter besides the codes.
 */
import type { AppContext } from '../../context';
import { queueCollectedLines } from '../../mail/outbox';
import { apiMessages } from '../../messages';
import type { OnVotesStored } from '../voting';

import { RECEIPT_KIND, receiptLine } from './receiptMail';

export function receiptLines(ctx: AppContext): OnVotesStored {
  const holdMs = ctx.config.mail.receiptWaitSeconds * 1000;
  const giveUpAfterMs = ctx.config.mail.giveUpAfterHours * 3_600_000;
  return async (trx, votes) => {
    const voterIds = [...new Set(votes.map((v) => v.voterId))];
    const categoryIds = [...new Set(votes.map((v) => v.categoryId))];
    // Read in the transaction: the names as the vote saw them.
    const [voters, categories] = await Promise.all([
      trx
        .selectFrom('voters')
        .select(['id', 'nome', 'email'])
        .where('id', 'in', voterIds)
        .execute(),
      trx.selectFrom('categories').select(['id', 'name']).where('id', 'in', categoryIds).execute(),
    ]);
    const voterById = new Map(voters.map((v) => [v.id, v]));
    const categoryById = new Map(categories.map((c) => [c.id, c.name]));
    const lines = votes.flatMap((vote) => {
      const voter = voterById.get(vote.voterId);
      const category = categoryById.get(vote.categoryId);
      if (!voter || category === undefined) return [];
      return [
        {
          kind: RECEIPT_KIND,
          voterId: vote.voterId,
          to: voter.email,
          subject: apiMessages.mail.receiptSubject,
          header: voter.nome.replace(/[\n\r]+/g, ' '),
          line: receiptLine(category, vote.receipt),
          holdMs,
        },
      ];
    });
    await queueCollectedLines(trx, lines, ctx.now(), giveUpAfterMs, ctx.database.kind);
  };
}
