/**
 * JSON schemas of the operator API's requests and answers that are the server's own. Those the
 * console also uses live in src/domain/schemas/adminApi.ts (its types derive from them, decision
 * 201), imported from there by the routes.
 */
import type { JSONSchema } from 'json-schema-to-ts';

import { closed, int, str } from '../../domain/schemas/shapes';

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const satisfies JSONSchema;

/** 422 of the import: the CLI's lines ("linha N: motivo"), or per-field errors of the body. */
export const importErrors = closed(
  {
    message: str,
    errors: {
      anyOf: [
        { type: 'array', items: str },
        { type: 'object', additionalProperties: str },
      ],
    },
  },
  ['message'],
);

export const nameBody = closed({ name: { type: 'string', maxLength: 1000 } });

export const namedItem = closed({ id: int, name: str });
