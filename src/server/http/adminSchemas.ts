/**
 * JSON schemas of the operator API's requests and answers. Those the console also uses live in
 * src/domain/schemas/adminApi.ts (its types derive from them, decision 201) and are re-exported
 * here; the rest are the server's own.
 */
import type { JSONSchema } from 'json-schema-to-ts';

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

const id = { type: 'integer' } as const satisfies JSONSchema;
const str = { type: 'string' } as const satisfies JSONSchema;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const satisfies JSONSchema;

/** 422 of the import: the CLI's lines ("linha N: motivo"), or per-field errors of the body. */
export const importErrors = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: {
    message: str,
    errors: {
      anyOf: [
        { type: 'array', items: str },
        { type: 'object', additionalProperties: str },
      ],
    },
  },
} as const satisfies JSONSchema;

export const nameBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 1000 } },
} as const satisfies JSONSchema;

export const namedItem = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id, name: str },
} as const satisfies JSONSchema;
