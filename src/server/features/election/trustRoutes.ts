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
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { normaliseReceipt } from '../../../domain/receipt';
import {
  publicationDigests as digestsSchema,
  publicationHistory as historySchema,
  publicReceipts as receiptsSchema,
  receiptCheck as checkSchema,
} from '../../../domain/schemas/trustApi';
import type { AtaSnapshot, AtaStamp, ReceiptCheck } from '../../../domain/trust';
import { trustMessages } from '../../../domain/trustMessages';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { errors } from '../../http/schemas';
import { sendAttachment } from '../../http/sendRaw';
import type { Api } from '../../typeProvider';
import { RECEIPTS_PAGE_SIZE, receiptsFileOf } from '../receipts';
import { countedReceipts, receiptFate, sendReceiptsFile, type ReceiptFate } from '../receipts';

import { renderAta } from './ata';
import type { ElectionService } from './electionService';
import {
  standingPublication,
  publicationHistory,
  publicationVersion,
  type StoredReceipts,
} from './publication';

/** Downloads of the whole receipts list per client and minute. */
export const RECEIPTS_FILE_PER_MINUTE = 10;
/** Pages of the receipts list's JSON per client and minute. */
export const RECEIPTS_PAGES_PER_MINUTE = 120;

export function publicTrustRoutes(ctx: AppContext, election: ElectionService) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  // The receipts list is the largest public answer (14 MB at 480,000 votes): its own budgets
  // per client, well under the API's, so no one client spends the process on it.
  const receiptsFileLimit = { max: RECEIPTS_FILE_PER_MINUTE, timeWindow: '1 minute' };
  const receiptsPagesLimit = { max: RECEIPTS_PAGES_PER_MINUTE, timeWindow: '1 minute' };
  const { db } = ctx.database;

  async function published() {
    const publication = await standingPublication(db, election, ctx.config);
    if (!publication) throw new HttpError(404, operatorApiMessages.results.notPublished);
    return publication;
  }

  /** The counted receipts as published (live only for a publication from before issue 36). */
  const countedOf = async (receipts: StoredReceipts | null) =>
    receipts ? receipts.counted : countedReceipts(db);

  /** The list's file: made once per publication and process (results/receiptsFile.ts). */
  const receiptsFile = async () => {
    const { receipts, digests } = await published();
    return {
      file: receiptsFileOf(await countedOf(receipts), receipts !== null),
      publishedAt: new Date(digests.publishedAt),
    };
  };

  /**
   * The marked copy of an ata that no longer stands, rendered once per version and mark in this
   * process (a PDF render is hundreds of milliseconds; the copy never changes while its mark
   * stands). Keyed by the publication (its time: each edition numbers its versions from 1) and
   * the mark, so a later withdrawal or supersession renders it anew.
   */
  const marked = new Map<string, Promise<Buffer>>();
  function markedCopy(version: number, snapshot: AtaSnapshot, stamp: AtaStamp): Promise<Buffer> {
    const key = `${version}:${snapshot.publishedAt}:${JSON.stringify(stamp)}`;
    let pdf = marked.get(key);
    if (!pdf) {
      pdf = renderAta(snapshot, stamp);
      pdf.catch(() => marked.delete(key));
      marked.set(key, pdf);
    }
    return pdf;
  }

  /**
   * Each stored receipt's fate, indexed once per publication and process: a check is one lookup,
   * not a scan of every receipt (480,000 at the scale).
   */
  const fates = new WeakMap<StoredReceipts, Map<string, ReceiptFate>>();
  function fateIn(receipts: StoredReceipts, receipt: string): ReceiptFate {
    let index = fates.get(receipts);
    if (!index) {
      index = new Map();
      for (const [list, status] of [
        [receipts.notCounted, 'not-counted'],
        [receipts.counted, 'counted'],
      ] as const) {
        for (const c of list)
          for (const r of c.receipts) index.set(r, { status, category: c.category });
      }
      fates.set(receipts, index);
    }
    return index.get(receipt) ?? { status: 'unknown' };
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
        schema: {
          querystring: {
            type: 'object',
            properties: { page: { type: 'string', maxLength: 7 } },
          },
          response: { 200: receiptsSchema, ...errors(404, 422, 429, 500) },
        },
        config: { rateLimit: receiptsPagesLimit },
      },
      async (request) => {
        const { file } = await receiptsFile();
        const pages = Math.max(1, Math.ceil(file.total / RECEIPTS_PAGE_SIZE));
        const raw = request.query.page ?? '1';
        const page = /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : 0;
        if (page < 1 || page > pages) {
          throw new HttpError(422, trustMessages.api.receiptsPage(pages));
        }
        return {
          sha256: file.sha256,
          total: file.total,
          page,
          pages,
          pageSize: RECEIPTS_PAGE_SIZE,
          categories: file.categories,
          data: file.page(page),
        };
      },
    );

    // The whole list as text (sendReceiptsFile: ETag and Last-Modified for a 304, gzip), with a
    // budget of its own that keeps one client from spending the process on it.
    app.get(
      '/results/receipts.txt',
      {
        schema: { response: { ...errors(404, 429, 500) } },
        config: { rateLimit: receiptsFileLimit },
      },
      async (request, reply) => {
        const { file, publishedAt } = await receiptsFile();
        return sendReceiptsFile(request, reply, file, { fileName: 'recibos.txt', publishedAt });
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
        // Never the company, never the reason of an invalidation: a fate has neither.
        const check: ReceiptCheck = { ...fate, receipt };
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
          const bytes = pdf ?? (await renderAta(snapshot));
          return sendAttachment(reply, 'application/pdf', 'ata-de-apuracao.pdf', bytes);
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
          : await markedCopy(found.version, found.snapshot, found.stamp!);
        const name = `ata-de-apuracao-versao-${found.version}${asPublished ? '' : '-marcada'}.pdf`;
        return sendAttachment(reply, 'application/pdf', name, pdf);
      },
    );
  };
}
