import { useFormik } from 'formik';
import { useEffect, useState } from 'react';

import { apiMessageOf } from '../../../api/adminClient';
import { closeNominationsNow, putNominationWindow } from '../../../api/adminNominations';
import { answerOf } from '../../../api/errors';
import { awardsMessages } from '../../../domain/awardsMessages';
import {
  fromZonedInput,
  maskElectionDate,
  toZonedInput,
  validateWindowDates,
  type WindowDatesErrors,
  type WindowDatesValues,
} from '../../../domain/electionWindow';
import { nominationsAdminMessages } from '../../../domain/nominationsAdminMessages';
import type { AdminNominations } from '../../../domain/schemas/nominationsApi';
import { useCheckedForm } from '../useCheckedForm';

const FIELDS = ['opensAt', 'closesAt'] as const;
const text = nominationsAdminMessages.window;

const valuesOf = (data: AdminNominations | null): WindowDatesValues => ({
  opensAt: toZonedInput(data?.opensAt ?? null),
  closesAt: toZonedInput(data?.closesAt ?? null),
});

export interface WindowCallbacks {
  /** The answer of a save or a close: the page shows it. */
  onAnswer: (answer: AdminNominations, said: string) => void;
  /** A refusal or a failed call, in Portuguese. */
  onFailure: (message: string) => void;
}

/**
 * The phase's window on the Indicações page: the two date fields (Formik, checked on Salvar
 * only, the first wrong field focused, the server's field errors shown on theirs), Salvar
 * período (PUT /admin/nominations/window) and Encerrar agora (POST
 * /admin/nominations/close-now: the server's time, never this computer's clock).
 */
export function useNominationWindow(data: AdminNominations | null, callbacks: WindowCallbacks) {
  const [closing, setClosing] = useState(false);
  const formik = useFormik<WindowDatesValues>({
    initialValues: valuesOf(data),
    validateOnChange: false,
    validateOnBlur: false,
    // Both dates required, real, and the close after the opening (the API's own checks).
    validate: (values) => validateWindowDates(values, text.required),
    onSubmit: async (values) => {
      try {
        const answer = await putNominationWindow({
          opensAt: fromZonedInput(values.opensAt)!,
          closesAt: fromZonedInput(values.closesAt)!,
        });
        callbacks.onAnswer(answer, text.saved);
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error);
        // The server's first wrong field takes the focus, as the form's own check does.
        if (fieldErrors) form.showErrors(fieldErrors);
        callbacks.onFailure(apiMessageOf(error) ?? awardsMessages.groups.failed);
      }
    },
  });
  const form = useCheckedForm(formik, FIELDS, 'nominations-');
  const { resetForm } = formik;
  const opensAt = data?.opensAt ?? null;
  const closesAt = data?.closesAt ?? null;
  // A new answer (a read, a save, a close): the fields show the window as the server has it.
  useEffect(() => {
    resetForm({ values: valuesOf({ opensAt, closesAt } as AdminNominations) });
  }, [opensAt, closesAt, resetForm]);

  const closeNow = async () => {
    if (!opensAt) return;
    setClosing(true);
    try {
      const answer = await closeNominationsNow();
      callbacks.onAnswer(answer, text.closedNow);
    } catch (error) {
      callbacks.onFailure(apiMessageOf(error) ?? awardsMessages.groups.failed);
    } finally {
      setClosing(false);
    }
  };

  return {
    opensAtField: form.bind('opensAt', maskElectionDate),
    closesAtField: form.bind('closesAt', maskElectionDate),
    save: () => void form.save(),
    saving: formik.isSubmitting,
    closeNow: () => void closeNow(),
    closing,
  };
}

/** The 422's `errors` by field, when the server sent them. */
function fieldErrorsOf(error: unknown): WindowDatesErrors | null {
  const { errors } = answerOf(error);
  if (typeof errors !== 'object' || errors === null) return null;
  const out: WindowDatesErrors = {};
  for (const field of FIELDS) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string') out[field] = message;
  }
  return out;
}
