import { useFormik, type FormikHelpers, type FormikValues } from 'formik';
import { useCallback, useMemo, useRef } from 'react';

import { loadHttp } from '../../api/client';
import type { FieldBinding } from '../../components/primitives/FormField';

import { failedField, firstFailure, type OrderedRule } from './validation';

export interface OrderedFormOptions<Values extends FormikValues> {
  initialValues: Values;
  /** The rules in the order the spec checks them; only the first failure is shown. */
  rules: readonly OrderedRule<Values>[];
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
}

type StringKeys<Values> = {
  [K in keyof Values & string]: Values[K] extends string ? K : never;
}[keyof Values & string];

/**
 * Formik set up the way every form here works: validation on submit only (no change/blur
 * validation), the rules run in the spec's order, only the first failing rule's message is shown
 * on its field, and that field receives focus. The first submit downloads Yup (validation.ts) and,
 * beside it, the API client, which the form calls next (issue 39: neither is in the page's first
 * load; together they cost one round trip, not two).
 */
export function useOrderedForm<Values extends FormikValues>({
  initialValues,
  rules,
  onSubmit,
}: OrderedFormOptions<Values>) {
  const inputs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const formik = useFormik<Values>({
    initialValues,
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => firstFailure(rules, values),
    onSubmit,
  });
  const { values, errors, isSubmitting, setErrors, setFieldError, setFieldValue, submitForm } =
    formik;

  // A submit waiting for Yup's download: a second press meanwhile is the same submit.
  const validating = useRef(false);
  const submit = useCallback(() => {
    if (isSubmitting || validating.current) return;
    validating.current = true;
    loadHttp().catch(() => undefined); // the call itself reports a failed download
    void firstFailure(rules, values)
      .then((failure) => {
        const field = failedField(failure);
        if (field) {
          setErrors(failure as Parameters<typeof setErrors>[0]);
          inputs.current[field]?.focus();
          return;
        }
        void submitForm();
      })
      .finally(() => {
        validating.current = false;
      });
  }, [isSubmitting, rules, values, setErrors, submitForm]);

  // Callback refs per field, created once so React does not detach and re-attach them. Also the
  // ref of a value that is no text field (the bot check's token), so that a failure on it moves
  // the focus there as a field's does.
  const refCallbacks = useMemo(() => new Map<string, (element: HTMLElement | null) => void>(), []);
  const focusRefFor = useCallback(
    (name: keyof Values & string) => {
      let callback = refCallbacks.get(name);
      if (!callback) {
        callback = (element) => {
          inputs.current[name] = element;
        };
        refCallbacks.set(name, callback);
      }
      return callback;
    },
    [refCallbacks],
  );

  /** Value, change handler (through `mask`), error and ref for a view's FieldBinding. */
  const bind = useCallback(
    (name: StringKeys<Values>, mask?: (value: string) => string): FieldBinding => {
      const error = errors[name];
      return {
        name,
        value: String(values[name] ?? ''),
        onChange: (value: string) => {
          void setFieldValue(name, mask ? mask(value) : value, false);
          // The message stays until the field is edited; then it goes (validation runs on submit).
          if (errors[name]) setFieldError(name, undefined);
        },
        error: typeof error === 'string' ? error : undefined,
        inputRef: focusRefFor(name),
      };
    },
    [errors, values, setFieldValue, setFieldError, focusRefFor],
  );

  /** Moves focus to a field (after the server rejected its value). */
  const focusField = useCallback((name: keyof Values & string) => {
    inputs.current[name]?.focus();
  }, []);

  return { formik, submit, bind, focusField, focusRefFor };
}
