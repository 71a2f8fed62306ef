/**
 * JSON schemas of the operator API's requests and answers. Those the console also uses live in
 * src/domain/schemas/adminApi.ts (its types derive from them, decision 201) and are re-exported
 * here; the rest are the server's own.
 */
import type { JSONSchema } from 'json-schema-to-ts';

import { closed, int, str } from '../../domain/schemas/shapes';

export {
  adminResults,
  catalogAdmin,
  election,
  electionUpdateBody,
  emailBody,
  importBody,
  importResult,
  operator,
  publicResults,
  sendCodeAnswer,
  turnout,
  validateCodeBody,
} from '../../domain/schemas/adminApi';

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
