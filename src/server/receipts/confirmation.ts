/**
 * The vote's confirmation e-mail (issue 26): "Seu voto na categoria X foi registrado. Recibo: …".
 * Queued in the outbox after the 201 is answered, never holding the vote up; a failure to queue
 * is logged (the receipt is on the voter's card in /perfil anyway). Never names the company.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { CatalogCache } from '../catalog/cache';
import type { AppContext } from '../context';
import { apiMessages } from '../messages';

export function receiptMailer(
  ctx: AppContext,
  catalog: CatalogCache,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const { db } = ctx.database;
  const checkUrl = ctx.config.publicUrl ? `${ctx.config.publicUrl}/resultados/recibo` : null;
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
    // Through the durable outbox like every e-mail (decision 200).
    await ctx.outbox.enqueue({
      kind: 'vote-receipt',
      voterId,
      to: voter.email,
      subject: apiMessages.mail.receiptSubject,
      text: apiMessages.mail.receiptText(voter.nome, category.name, receipt, checkUrl),
    });
  }

  return {
    confirm(voterId: number, categoryId: number, receipt: string): void {
      const sent = send(voterId, categoryId, receipt).catch((error: unknown) => {
        log.warn(
          { err: error instanceof Error ? error.message : String(error), voterId },
          'Receipt e-mail not sent',
        );
      });
      pending = pending.then(() => sent);
    },
    /** Settles when every confirmation asked for so far was sent or failed (tests). */
    idle: () => pending,
  };
}
