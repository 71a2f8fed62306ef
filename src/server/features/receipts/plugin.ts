/**
 * The receipts feature: each stored vote's receipt line joins the voter's confirmation e-mail
 * (`app.receipts.onVotesStored`, called by the vote writer in the vote's transaction), whose text
 * is written when it is sent. The public receipts list is the publication's (features/election).
 */
import fastifyPlugin from 'fastify-plugin';

import type { Api } from '../../typeProvider';
import type { OnVotesStored } from '../voting';

import { receiptLines } from './confirmation';
import { RECEIPT_KIND, receiptRenderer } from './receiptMail';

declare module 'fastify' {
  interface FastifyInstance {
    readonly receipts: { onVotesStored: OnVotesStored };
  }
}

export const receiptsFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    const { publicUrl } = ctx.config;
    // A receipt e-mail carries its voter's votes of a few minutes, read from `votes` when it is
    // sent (decision 261).
    ctx.outbox.renderWith(
      RECEIPT_KIND,
      receiptRenderer(ctx.database.db, publicUrl ? `${publicUrl}/resultados/recibo` : null),
    );
    app.decorate('receipts', { onVotesStored: receiptLines(ctx) });
  },
  { name: 'receipts', dependencies: ['infrastructure'] },
);
