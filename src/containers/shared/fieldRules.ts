/**
 * Yup rules generated from the field registry (src/domain/fields.ts, docs/decisions/020): the
 * web forms check exactly what the API checks, with the specification's messages. Yup itself is
 * passed in: it is downloaded on a form's first validation (validation.ts), not with the page.
 */
import { fields, type FieldKey } from '../../domain/fields';
import { messages } from '../../domain/messages';

import type { OrderedRule, Yup } from './validation';

/**
 * The Yup schema of a registry field: it fails with the field's message (or `message`) when the
 * registry's `validate` refuses the value as typed, and casts the value to its normal form
 * (`schema.validateSync(raw)` answers what the web app sends). `null` (the bot check not done)
 * fails like an empty value.
 */
export function fieldSchema(yup: Yup, key: FieldKey, message?: string) {
  const field = fields[key];
  const text = message ?? messages.validation[field.message];
  return yup
    .string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? field.normalise(value) : value))
    .test(key, text, function check() {
      // The checks run on what was typed, not on the normal form (trimming would hide a BOM).
      const raw: unknown = this.originalValue;
      return typeof raw === 'string' && field.validate(raw) === null;
    });
}

/** One ordered rule: the form's `formField` checked as registry field `key`. */
export function fieldRule<Values>(
  formField: keyof Values & string,
  key: FieldKey,
  message?: string,
): OrderedRule<Values> {
  return { field: formField, schema: (yup) => fieldSchema(yup, key, message) };
}
