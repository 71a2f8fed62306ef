/**
 * The type provider of every route (docs/decisions/201): json-schema-to-ts turns a route's
 * `as const` JSON schemas into the types of `request.body`, `request.query`, `request.params`,
 * `request.headers` and of `reply.send` for each status the route declares. app.ts registers it
 * (`withTypeProvider`); route plugins take an `Api`, so they get it without registering again.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

import type { NO_CONTENT } from './http/schemas';

export type ApiTypeProvider = JsonSchemaToTsProvider<{
  SerializerSchemaOptions: {
    // A 204 (`noContent` in routes/schemas.ts) is sent with no payload: `reply.code(204).send()`.
    // Matched by its $comment, so that `{ type: ['string', 'null'] }` elsewhere stays `null`.
    deserialize: [{ pattern: { type: 'null'; $comment: typeof NO_CONTENT }; output: undefined }];
  };
}>;

/** A Fastify instance (the app, or a route plugin's encapsulated one) with the type provider. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ApiTypeProvider
>;
