import type { JSONSchema } from 'json-schema-to-ts';

/**
 * A closed object schema (`additionalProperties: false`): `required` lists the properties a body
 * must have; without it every property is required, in the order written (the usual answer).
 * Typed literally, so `FromSchema` of it names every property with no index signature, and
 * fast-json-stringify writes only the listed properties either way.
 */
/*#__NO_SIDE_EFFECTS__*/
export function closed<
  const P extends Record<string, JSONSchema>,
  const R extends readonly (keyof P & string)[] = (keyof P & string)[],
>(properties: P, required?: R) {
  return {
    type: 'object',
    additionalProperties: false,
    required: (required ?? Object.keys(properties)) as R,
    properties,
  } as const;
}

/** An array of closed objects of these properties (all required): `{ type: 'array', items }`. */
/*#__NO_SIDE_EFFECTS__*/
export function listOf<const P extends Record<string, JSONSchema>>(properties: P) {
  return { type: 'array', items: closed(properties) } as const;
}

export const str = { type: 'string' } as const satisfies JSONSchema;
export const int = { type: 'integer' } as const satisfies JSONSchema;
export const bool = { type: 'boolean' } as const satisfies JSONSchema;
export const nullableStr = { type: ['string', 'null'] } as const satisfies JSONSchema;
