/**
 * JSON schemas of every request and of every response status (Fastify validates requests with
 * ajv and serialises responses with fast-json-stringify), written `as const satisfies JSONSchema`
 * so the type provider registered in app.ts (json-schema-to-ts, decision 201) makes each one the
 * TypeScript type of its request part or answer. The bodies the web also sends or reads live in
 * src/domain/schemas/voterApi.ts (the web derives its types from them) and are re-exported here.
 * The sign-up and sign-in fields come from the field registry (src/domain/fields.ts through
 * `fieldSchema`: format and maxLength); their formats are registered in app.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';

import { closed, int, str } from '../../domain/schemas/shapes';
import { errorBody } from '../../domain/schemas/voterApi';

export {
  accessToken,
  botCheckToken,
  categoriesResponse,
  errorBody,
  registerBody,
  runtimeConfig,
  sendCodeAnswer,
  sendCodeBody,
  validateCodeBody,
  validateLinkBody,
  voteBody,
} from '../../domain/schemas/voterApi';

export const registered = closed({ id: int });

export const voteCreated = closed({ idCompany: int, idCategory: int, receipt: str });

export const NO_CONTENT = '204: no content';

/** A 204: no body (typed `undefined` by the type provider, so `reply.code(204).send()`). */
export const noContent = { type: 'null', $comment: NO_CONTENT } as const satisfies JSONSchema;

/**
 * `{ 422: errorBody, 429: errorBody, … }` for the given statuses, keyed by their literal numbers
 * so that `reply.code(s)` accepts exactly the statuses a route declares.
 */
export function errors<const S extends readonly number[]>(
  ...statuses: S
): { readonly [K in S[number]]: typeof errorBody } {
  const byStatus: Record<number, typeof errorBody> = {};
  for (const status of statuses) byStatus[status] = errorBody;
  return byStatus as { readonly [K in S[number]]: typeof errorBody };
}

export const bearer = {
  type: 'object',
  properties: { authorization: { type: 'string', maxLength: 4096 } },
} as const satisfies JSONSchema;

/** The token of the request's `Authorization: Bearer <token>`; null without one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export const mailbox = closed({
  messages: { type: 'array', items: closed({ to: str, subject: str, text: str, date: str }) },
});
