/**
 * Public, no token, after publication (issue 26): the publication's digests, the counted votes'
 * receipts per category (JSON, and as the text whose SHA-256 the ata prints), one receipt's
 * check, and the ata de apuração's PDF. Before publication each answers 404 "not published".
 *
 * Issue 36: each is served from the publication as stored (results/publication.ts), never from
 * the live tables; GET /results/ata.pdf?versao=N serves any version, withdrawn or superseded
 * ones marked as such (&original=1: the bytes as published, whose SHA-256 the history lists);
 * GET /results/history lists the publications and the reopenings, before publication too.
 */
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import { normaliseReceipt } from '../../domain/receipt';
import {
  publicationDigests as digestsSchema,
  publicationHistory as historySchema,
  publicReceipts as receiptsSchema,
  receiptCheck as checkSchema,
} from '../../domain/schemas/trustApi';
import type { ReceiptCheck } from '../../domain/trust';
import { trustMessages } from '../../domain/trustMessages';
import type { AdminServices } from '../admin/services';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { countedReceipts, receiptFate, type ReceiptFate } from '../repositories/receipts';
import { renderAta } from '../results/ata';
import {
  currentPublication,
  publicationHistory,
  publicationVersion,
  type StoredReceipts,
} from '../results/publication';
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

  /** The counted receipts as published (live only for a publication from before issue 36). */
  const countedOf = async (receipts: StoredReceipts | null) =>
    receipts ? receipts.counted : countedReceipts(db);

  function fateIn(receipts: StoredReceipts, receipt: string): ReceiptFate {
    for (const [list, status] of [
      [receipts.counted, 'counted'],
      [receipts.notCounted, 'not-counted'],
    ] as const) {
      for (const c of list)
        if (c.receipts.includes(receipt)) return { status, category: c.category };
    }
    return { status: 'unknown' };
  }

  return async function routes(app: Api) {
    app.get(
      '/results/history',
      {
        schema: { response: { 200: historySchema, ...errors(429, 500) } },
        config: { rateLimit },
      },
      async () => publicationHistory(db),
    );

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
        const list = await countedOf((await published()).receipts);
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
        const list = await countedOf((await published()).receipts);
        return sendRaw(
          reply
            .type('text/plain; charset=utf-8')
            .header('content-disposition', 'attachment; filename="recibos.txt"'),
          receiptsText(list),
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
        const { receipts } = await published();
        const fate = receipts ? fateIn(receipts, receipt) : await receiptFate(db, receipt);
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
      {
        schema: {
          querystring: {
            type: 'object',
            properties: {
              versao: { type: 'string', maxLength: 6 },
              original: { type: 'string', maxLength: 5 },
            },
          },
          response: { ...errors(404, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const { versao, original } = request.query;
        if (versao === undefined) {
          const { snapshot, pdf } = await published();
          return sendRaw(
            reply
              .type('application/pdf')
              .header('content-disposition', 'attachment; filename="ata-de-apuracao.pdf"'),
            pdf ?? (await renderAta(snapshot)),
          );
        }
        if (!/^[1-9]\d{0,5}$/.test(versao)) {
          throw new HttpError(422, operatorApiMessages.results.versionNotFound);
        }
        const found = await publicationVersion(db, Number(versao));
        if (!found) throw new HttpError(404, operatorApiMessages.results.versionNotFound);
        // The bytes as published (their SHA-256 is the one in the history) when asked or when
        // the version still stands; else a copy for reading, marked on every page.
        const asPublished = original === '1' || found.stamp === null;
        const pdf = asPublished
          ? (found.pdf ?? (await renderAta(found.snapshot)))
          : await renderAta(found.snapshot, found.stamp);
        return sendRaw(
          reply
            .type('application/pdf')
            .header(
              'content-disposition',
              `attachment; filename="ata-de-apuracao-versao-${found.version}${asPublished ? '' : '-marcada'}.pdf"`,
            ),
          pdf,
        );
      },
    );
  };
}
