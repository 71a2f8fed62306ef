/**
 * A route that takes an imported file as `{ content, … }` JSON. JSON escaping can make the body
 * up to about twice the file, so the body may be that large and the file's own limit is checked
 * on its UTF-8 bytes; either limit answers 413 with the import's own message, not the generic one.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { errorHandler, HttpError, sendError } from '../errors';

export function fileUpload(maxBytes: number, tooLarge: string) {
  return {
    /** Spread into the route's options. */
    options: {
      bodyLimit: maxBytes * 2 + 4096,
      errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? sendError(reply, new HttpError(413, tooLarge))
          : errorHandler(error, request, reply),
    },
    /** Throws the 413 when the file itself is over the limit. */
    checkSize(content: string): void {
      if (Buffer.byteLength(content, 'utf8') > maxBytes) throw new HttpError(413, tooLarge);
    },
  };
}
