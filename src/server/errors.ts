/**
 * Every failure answers `{ message, errors? }` in Portuguese, with the right 4xx for bad input
 * and never a stack trace. Fastify's own errors (validation, JSON parsing, body size, media
 * type) are translated here.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { fields, type FieldKey } from '../domain/fields';
import { messages } from '../domain/messages';
import type { ApiErrorBody, ApiErrorExtras } from '../domain/types';

import { isDatabaseUnavailable } from './db/database';
import { FIELD_NAMES } from './formats';
import { LimitStoreUnavailable } from './limits';
import { apiMessages } from './messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: {
      errors?: Record<string, string>;
      retryAfterSeconds?: number;
      extras?: ApiErrorExtras;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The API's own text for a registry field if it has one, else the form's (the spec's). */
function fieldMessage(key: FieldKey): string {
  const own: Partial<Record<FieldKey, string>> = apiMessages.fields;
  return own[key] ?? messages.validation[fields[key].message];
}

/**
 * Field messages in the order the spec checks them (section 5): the field registry's order
 * (src/domain/fields.ts), then the vote's ids. The first one leads.
 */
const FIELD_MESSAGES: ReadonlyMap<string, string> = new Map([
  ...FIELD_NAMES.map(({ key, name }) => [name, fieldMessage(key)] as const),
  ['idCategory', apiMessages.fields.idCategory],
  ['idCompany', apiMessages.fields.idCompany],
]);

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: { missingProperty?: string };
}

/** Turns ajv's errors into `{ field: message }`, in the spec's order. */
export function fieldErrors(validation: AjvError[]): Record<string, string> | null {
  const fields = new Set<string>();
  for (const error of validation) {
    const field =
      error.instancePath && error.instancePath !== ''
        ? decodeURIComponent(error.instancePath.split('/')[1] ?? '')
            .replace(/~1/g, '/')
            .replace(/~0/g, '~')
        : error.params?.missingProperty;
    if (!field) return null; // the body itself is wrong (not an object)
    fields.add(field);
  }
  const errors: Record<string, string> = {};
  for (const [field, message] of FIELD_MESSAGES) {
    if (fields.has(field)) errors[field] = message;
  }
  for (const field of fields) {
    if (!(field in errors)) errors[field] = apiMessages.invalidFields;
  }
  return errors;
}

export function validationError(errors: Record<string, string>): HttpError {
  // The first failing field's message leads, as the web form shows it.
  return new HttpError(422, Object.values(errors)[0] ?? apiMessages.invalidFields, { errors });
}

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, apiMessages.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, apiMessages.emptyBody],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, apiMessages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, apiMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, apiMessages.badRequest],
};

/** Other 4xx's of Fastify's, by status (any other says "bad request"). */
const CLIENT_ERRORS: Partial<Record<number, string>> = {
  404: apiMessages.notFound,
  405: apiMessages.methodNotAllowed,
  413: apiMessages.bodyTooLarge,
  415: apiMessages.unsupportedMediaType,
};

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  const body: ApiErrorBody & ApiErrorExtras = { message: error.message, ...error.options.extras };
  if (error.options.errors) body.errors = error.options.errors;
  if (error.options.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.options.retryAfterSeconds));
  }
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** ioredis' errors while Redis is away (raised inside @fastify/rate-limit's Redis store). */
function isRedisConnectionError(error: Error): boolean {
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    /enableOfflineQueue|Connection is closed|Command timed out/.test(error.message)
  );
}

/** What a client is told to wait when the database is away (the outage's first seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function errorHandler(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) return sendError(reply, error);
  if (error instanceof LimitStoreUnavailable || isRedisConnectionError(error)) {
    request.log.error(
      { url: request.routeOptions.url },
      'Refused (503): the shared limit store (Redis) is unreachable, so this call fails closed',
    );
    return sendError(reply, new HttpError(503, apiMessages.limitsUnavailable));
  }

  if (isDatabaseUnavailable(error)) {
    request.log.error(
      { err: error, url: request.routeOptions.url },
      'Refused (503): the database is unavailable',
    );
    return sendError(
      reply,
      new HttpError(503, apiMessages.unavailable, {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      }),
    );
  }

  const fastifyError = error as FastifyError & { validation?: AjvError[] };
  if (fastifyError.validation) {
    const errors = fieldErrors(fastifyError.validation);
    return sendError(
      reply,
      errors ? validationError(errors) : new HttpError(422, apiMessages.invalidBody),
    );
  }
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return sendError(reply, new HttpError(known[0], known[1]));
  if (error instanceof SyntaxError)
    return sendError(reply, new HttpError(400, apiMessages.malformedJson));

  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    request.log.info({ code: fastifyError.code, status }, 'Client error');
    const message = CLIENT_ERRORS[status] ?? apiMessages.badRequest;
    return sendError(reply, new HttpError(status, message));
  }
  request.log.error({ err: error }, 'Unhandled error');
  if (status === 503) return sendError(reply, new HttpError(503, apiMessages.unavailable));
  return sendError(reply, new HttpError(500, apiMessages.internal));
}
