import type { FormikErrors, FormikProps } from 'formik';
import { useRef } from 'react';

import type { FieldBinding } from '../../components/primitives/FormField';

/**
 * A console form checked on Salvar only (Eleição, the nominations' window). `bind` gives a field's
 * FieldBinding (an edit, through `mask`, clears the field's message); `save` runs the form's own
 * check first: a failure shows its messages and focuses the first wrong field in `fields`' order,
 * else the form is sent. `showErrors` does the same with the server's errors.
 */
export function useCheckedForm<Values extends { [K in keyof Values]: string }>(
  formik: FormikProps<Values>,
  fields: readonly (keyof Values & string)[],
  namePrefix = '',
) {
  const inputs = useRef<Partial<Record<keyof Values, HTMLInputElement | null>>>({});
  const showErrors = (errors: FormikErrors<Values>) => {
    formik.setErrors(errors);
    const first = fields.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
  };
  return {
    bind: (field: keyof Values & string, mask?: (value: string) => string): FieldBinding => ({
      name: namePrefix + field,
      value: formik.values[field],
      onChange: (value) => {
        void formik.setFieldValue(field, mask ? mask(value) : value, false);
        if (formik.errors[field]) formik.setFieldError(field, undefined);
      },
      error: formik.errors[field] as string | undefined,
      inputRef: (element: HTMLInputElement | null) => {
        inputs.current[field] = element;
      },
    }),
    save: async () => {
      const errors = await formik.validateForm();
      if (fields.some((field) => errors[field])) showErrors(errors);
      else await formik.submitForm();
    },
    showErrors,
  };
}
