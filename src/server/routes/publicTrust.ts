/**
 * Public, no token, after publication (issue 26): the publication's digests, the counted votes'
 * receipts per category (JSON, and as the text whose SHA-256 the ata prints), one receipt's
 * check, and the ata de apuração's PDF. Before publication each answers 404 "not published".
 */
import type { JSONSchema } from 'json-schema-to-ts';

import { operatorApiMessages } from '../../domain/operatorApiMessages';
import { normaliseReceipt } from '../../domain/receipt';
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

const str = { type: 'string' } as const satisfies JSONSchema;

const digestsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['publishedAt', 'receiptsSha256', 'auditHead', 'ataSha256'],
  properties: { publishedAt: str, receiptsSha256: str, auditHead: str, ataSha256: str },
} as const satisfies JSONSchema;

const receiptsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['data', 'sha256'],
  properties: {
    sha256: str,
    data: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['category', 'count', 'receipts'],
        properties: {
          category: str,
          count: { type: 'integer' },
          receipts: { type: 'array', items: str },
        },
      },
    },
  },
} as const satisfies JSONSchema;

const checkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'receipt'],
  properties: { status: str, receipt: str, category: str },
} as const satisfies JSONSchema;

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
        return fate.status === 'unknown'
          ? { status: 'unknown', receipt }
          : { status: fate.status, receipt, category: fate.category };
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
