/**
 * What the server takes from the field registry (src/domain/fields.ts, docs/decisions/020): the
 * ajv formats and JSON-schema constraints of the request bodies, the order in which field
 * messages lead a 422, and the normal form handlers see. Nothing here decides a rule.
 */
import { FIELD_KEYS, fields, type FieldKey } from '../domain/fields';
import { formatName } from '../domain/schemas/fieldSchema';

/** ajv formats, registered in app.ts: a value passes when the registry's `validate` accepts it. */
export const formats: Record<string, (value: string) => boolean> = Object.fromEntries(
  FIELD_KEYS.map((key) => [
    formatName(key),
    (value: string) => fields[key].validate(value) === null,
  ]),
);

/** Fastify's ajv options (app.ts; also what tests/unit/fields.agreement.test.ts validates with). */
export const ajvOptions = {
  // Bodies are small (bodyLimit) and every field has a maxLength, so reporting every field's
  // error is cheap; types are never coerced ("5" is not a number here).
  allErrors: true,
  coerceTypes: false,
  removeAdditional: true,
  formats,
};

/** Body properties of the registry in the spec's order (section 5): their messages lead a 422. */
export const FIELD_NAMES: readonly { key: FieldKey; name: string }[] = FIELD_KEYS.map((key) => ({
  key,
  name: fields[key].name,
}));

/** Replaces every registry field of a validated body by its normal form (CPF to digits, …). */
export function normaliseFields(body: Record<string, unknown>): void {
  for (const key of FIELD_KEYS) {
    const { name, normalise } = fields[key];
    const value = body[name];
    if (typeof value === 'string') body[name] = normalise(value);
  }
}

/** Trimmed and lower-cased (operators' e-mails too). */
export const normaliseEmail = fields.email.normalise;
