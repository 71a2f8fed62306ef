/**
 * A published receipts list as a text download: the current publication's
 * (/results/receipts.txt) and a past edition's (/awards/{year}/receipts.txt) answer alike. The
 * same bytes stand for as long as the publication does, so a strong ETag (the text's SHA-256),
 * and Last-Modified where the publication's time is known, let a client revalidate for a 304,
 * and the gzip copy (made once per file, receiptsFile.ts) spares the bandwidth.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { etagMatches, sendAttachment, sendNotModified } from '../../http/sendRaw';

import type { ReceiptsFile } from './receiptsFile';

export function sendReceiptsFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ReceiptsFile,
  options: { fileName: string; publishedAt?: Date },
): FastifyReply {
  const { publishedAt } = options;
  reply
    .header('etag', file.etag)
    .header('cache-control', 'public, max-age=60, must-revalidate')
    .header('vary', 'accept-encoding');
  if (publishedAt) reply.header('last-modified', publishedAt.toUTCString());
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  const notModified =
    request.headers['if-none-match'] !== undefined
      ? etagMatches(request, file.etag)
      : publishedAt !== undefined &&
        Number.isFinite(since) &&
        since >= Math.floor(publishedAt.getTime() / 1000) * 1000;
  if (notModified) return sendNotModified(reply);
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) reply.header('content-encoding', 'gzip');
  const body = gzip ? file.gzip() : file.text;
  return sendAttachment(reply, 'text/plain; charset=utf-8', options.fileName, body);
}
