/**
 * Public, no token, after publication (issue 26): the publication's digests, the counted votes'
 * receipts per category (JSON, and as the text whose SHA-256 the ata prints), one receipt's
 * check, and the ata de apuração's PDF. Before publication each answers 404 "not published".
 */
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import { normaliseReceipt } from '../../domain/receipt';
import {
  publicationDigests as digestsSchema,
  publicReceipts as receiptsSchema,
  receiptCheck as checkSchema,
} from '../../domain/schemas/trustApi';
import type { ReceiptCheck } from '../../domain/trust';
import { trustMessages } from '../../domain/trustMessages';
import type { AdminServices } from '../admin/services';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { countedReceipts, receiptFate } from '../repositories/receipts';
import { renderAta } from '../results/ata';
import { currentPublication } from '../results/publication';
import { receiptsText, sha256Hex } from '../results/receiptsList';
import type { Api } from '../typeProvider';

import { errors } from './schemas';
import { sendRaw } from './sendRaw';

export function publicTrustRoutes(ctx: AppContext, admin: AdminServices) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const { db } = ctx.database;

  async function published() {
    const publication = await currentPublication(db, admin.election, ctx.config.integrity);
    if (!publication) throw new HttpError(404, operatorApiMessages.results.notPublished);
    return publication;
  }

  return async function routes(app: Api) {
    app.get(
      '/results/publication',
      {
        schema: { response: { 200: digestsSchema, ...errors(404, 429, 500) } },
        config: { rateLimit },
      },
      async () => (await published()).digests,
    );

    app.get(
      '/results/receipts',
      {
        schema: { response: { 200: receiptsSchema, ...errors(404, 429, 500) } },
        config: { rateLimit },
      },
      async () => {
        await published();
        const list = await countedReceipts(db);
        return {
          data: list.map((c) => ({ ...c, count: c.receipts.length })),
          sha256: sha256Hex(receiptsText(list)),
        };
      },
    );

    app.get(
      '/results/receipts.txt',
      { schema: { response: { ...errors(404, 429, 500) } }, config: { rateLimit } },
      async (_request, reply) => {
        await published();
        return sendRaw(
          reply
            .type('text/plain; charset=utf-8')
            .header('content-disposition', 'attachment; filename="recibos.txt"'),
          receiptsText(await countedReceipts(db)),
        );
      },
    );

    app.get(
      '/results/receipt',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { code: { type: 'string', maxLength: 64 } },
          },
          response: { 200: checkSchema, ...errors(400, 404, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const receipt = normaliseReceipt(request.query.code ?? '');
        if (!receipt) throw new HttpError(422, trustMessages.api.receiptInvalid);
        await published();
        const fate = await receiptFate(db, receipt);
        // Never the company, never the reason of an invalidation.
        const check: ReceiptCheck =
          fate.status === 'unknown'
            ? { status: 'unknown', receipt }
            : { status: fate.status, receipt, category: fate.category };
        return check;
      },
    );

    app.get(
      '/results/ata.pdf',
      { schema: { response: { ...errors(404, 429, 500) } }, config: { rateLimit } },
      async (_request, reply) => {
        const { snapshot } = await published();
        return sendRaw(
          reply
            .type('application/pdf')
            .header('content-disposition', 'attachment; filename="ata-de-apuracao.pdf"'),
          await renderAta(snapshot),
        );
      },
    );
  };
}
