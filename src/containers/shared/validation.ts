import type { Schema } from 'yup';

/** One rule of an ordered form validation: a field and the Yup schema its value must pass. */
export interface OrderedRule<Values> {
  field: keyof Values & string;
  schema: Schema;
}

/**
 * Runs the rules in order and returns only the first failure (spec section 5 shows one message
 * at a time): `{ field: message }`, or `{}` when everything passes. Formik's `validate`.
 */
export function firstFailure<Values extends object>(
  rules: readonly OrderedRule<Values>[],
  values: Values,
): Partial<Record<keyof Values & string, string>> {
  for (const { field, schema } of rules) {
    try {
      schema.validateSync(values[field]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { [field]: message } as Partial<Record<keyof Values & string, string>>;
    }
  }
  return {};
}

/** The field of a `firstFailure` result, if any. */
export function failedField<Values extends object>(
  errors: Partial<Record<keyof Values & string, string>>,
): (keyof Values & string) | undefined {
  return Object.keys(errors)[0] as (keyof Values & string) | undefined;
}
