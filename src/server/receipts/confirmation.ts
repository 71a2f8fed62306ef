/**
 * The votes' confirmation e-mail (issues 26 and 23): "Seu voto na categoria X foi registrado.
 * Recibo: …", one line per vote. Queued in the outbox after the 201 is answered, never holding the
 * vote up; a failure to queue is logged (the receipt is on the voter's card in /perfil anyway).
 * Never names the company.
 *
 * One e-mail per voter for the votes of a few minutes (RECEIPT_MAIL_WAIT_SECONDS): the first
 * vote's e-mail waits that long in the outbox and the voter's next votes join it. A voter who
 * votes in twelve categories gets one e-mail with twelve receipts instead of twelve e-mails, and
 * an award's mail stays about one message per voter besides the codes (bench:journey).
 */
import type { FastifyBaseLogger } from 'fastify';

import type { CatalogCache } from '../catalog/cache';
import type { AppContext } from '../context';
import { apiMessages } from '../messages';

import { RECEIPT_KIND, receiptLine } from './receiptMail';

export function receiptMailer(
  ctx: AppContext,
  catalog: CatalogCache,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const { db } = ctx.database;
  const holdMs = ctx.config.mail.receiptWaitSeconds * 1000;
  let pending = Promise.resolve();

  async function send(voterId: number, categoryId: number, receipt: string): Promise<void> {
    const [voter, snapshot] = await Promise.all([
      db
        .selectFrom('voters')
        .select(['nome', 'email'])
        .where('id', '=', voterId)
        .executeTakeFirst(),
      catalog.current(),
    ]);
    const category = snapshot.categories.find((c) => c.id === categoryId);
    if (!voter || !category) return;
    // Through the durable outbox like every e-mail (decision 200), joining the voter's e-mail
    // still waiting for more votes.
    await ctx.outbox.collect({
      kind: RECEIPT_KIND,
      voterId,
      to: voter.email,
      subject: apiMessages.mail.receiptSubject,
      header: voter.nome.replace(/[\n\r]+/g, ' '),
      line: receiptLine(category.name, receipt),
      holdMs,
    });
  }

  return {
    confirm(voterId: number, categoryId: number, receipt: string): void {
      const sent = send(voterId, categoryId, receipt).catch((error: unknown) => {
        log.warn(
          { err: error instanceof Error ? error.message : String(error), voterId },
          'Receipt e-mail not queued',
        );
      });
      pending = pending.then(() => sent);
    },
    /** Settles when every confirmation asked for so far was queued or failed (tests). */
    idle: () => pending,
  };
}
