/**
 * Answers no serializer sees: text, HTML, a PDF.
 * Fastify sends a string or a Buffer as it is once the content type is set, so a route's
 * response schema (and the type the type provider makes of it, decision 201) does not describe
 * such an answer; the route's error answers still go through their schemas. This is the one
 * place such a payload is sent, so a route's `reply.send` stays typed by its schema everywhere else.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sends `payload` as it is; the caller sets its content type first (`reply.type(…)`). */
export function sendRaw(reply: FastifyReply, payload: string | Buffer): FastifyReply {
  return reply.send(payload);
}

/** Sends `payload` as a download named `fileName`, of content type `type`. */
export function sendAttachment(
  reply: FastifyReply,
  type: string,
  fileName: string,
  payload: string | Buffer,
): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(payload);
}

/** Whether the request's If-None-Match names `etag` (weak or strong, in a list or alone). */
export function etagMatches(request: FastifyRequest, etag: string): boolean {
  const match = request.headers['if-none-match'];
  return (
    match !== undefined && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

/** 304 Not Modified, without a body: the client's copy still stands (a conditional GET). */
export function sendNotModified(reply: FastifyReply): FastifyReply {
  return reply.code(304).send();
}
