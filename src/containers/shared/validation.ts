import type * as YupModule from 'yup';
import type { Schema } from 'yup';

import { loadOnce } from '../../api/loadOnce';

/** Yup's module, as the rules receive it. */
export type Yup = typeof YupModule;

/**
 * One rule of an ordered form validation: a field and how to build the Yup schema its value must
 * pass. The schema is built from Yup once Yup has been downloaded, on the first validation (the
 * forms validate on submit only, so no page downloads Yup before the voter presses its button;
 * issue 39).
 */
export interface OrderedRule<Values> {
  field: keyof Values & string;
  schema: (yup: Yup) => Schema;
}

/** Yup, downloaded once; a failed download (offline) is tried again next time. */
export const loadYup = loadOnce<Yup>(() => import('yup'));

/** Each rule's schema, built once. */
const built = new WeakMap<object, Schema>();

function schemaOf<Values>(rule: OrderedRule<Values>, yup: Yup): Schema {
  let schema = built.get(rule);
  if (!schema) {
    schema = rule.schema(yup);
    built.set(rule, schema);
  }
  return schema;
}

/**
 * Runs the rules in order and returns only the first failure (spec section 5 shows one message
 * at a time): `{ field: message }`, or `{}` when everything passes. Formik's `validate`; it waits
 * for Yup the first time. When Yup cannot be downloaded (offline) the form is let through: the API
 * checks the same rules (decision 020), and the call's own failure is what the voter is told.
 */
export async function firstFailure<Values extends object>(
  rules: readonly OrderedRule<Values>[],
  values: Values,
): Promise<Partial<Record<keyof Values & string, string>>> {
  let yup: Yup;
  try {
    yup = await loadYup();
  } catch (error) {
    console.error('Could not load the form validation', error);
    return {};
  }
  for (const rule of rules) {
    try {
      schemaOf(rule, yup).validateSync(values[rule.field]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { [rule.field]: message } as Partial<Record<keyof Values & string, string>>;
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
