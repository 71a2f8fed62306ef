import type { FormikErrors } from 'formik';

/** What submitChecked needs of a Formik form. */
interface CheckedForm<Values> {
  validateForm: () => Promise<FormikErrors<Values>>;
  setErrors: (errors: FormikErrors<Values>) => void;
  submitForm: () => Promise<unknown>;
}

/**
 * Salvar on a console form checked on submit only (Eleição, the nominations' window): the form's
 * own check first; a failure shows its messages and focuses the first wrong field in `fields`'
 * order, else the form is sent.
 */
export async function submitChecked<Values>(
  form: CheckedForm<Values>,
  fields: readonly (keyof Values)[],
  inputs: Partial<Record<keyof Values, HTMLInputElement | null>>,
): Promise<void> {
  const errors = await form.validateForm();
  const first = fields.find((field) => errors[field]);
  if (first) {
    form.setErrors(errors);
    inputs[first]?.focus();
    return;
  }
  await form.submitForm();
}
