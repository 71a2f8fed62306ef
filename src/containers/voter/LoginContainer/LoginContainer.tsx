import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { sendOtpCode } from '../../../api/auth';
import { retryAfterSeconds, statusOf } from '../../../api/client';
import { refusalReasonOf } from '../../../api/errors';
import { clearSession } from '../../../api/session';
import { LoginView } from '../../../components/views/voter/LoginView';
import { fields } from '../../../domain/fields';
import { messages } from '../../../domain/messages';
import type { SendCodeAnswer } from '../../../domain/types';
import { useFeedback } from '../../feedback';
import { fieldRule } from '../../shared/fieldRules';
import { readLoginState, type AccessState } from '../../shared/navigationState';
import { useBotCheckRetry } from '../../shared/useBotCheckRetry';
import { useOrderedForm } from '../../shared/useOrderedForm';
import { usePage } from '../../shared/usePage';
import type { OrderedRule } from '../../shared/validation';

interface LoginValues {
  cpf: string;
}

/** Spec section 5, login: CPF shorter than 14 (masked) or invalid gives 'CPF inválido.' */
const rules: OrderedRule<LoginValues>[] = [fieldRule('cpf', 'cpf')];

/** 'Tente novamente em 4 minutos.' from a 429's Retry-After alone, or undefined. */
function waitOf(error: unknown): string | undefined {
  const seconds = retryAfterSeconds(error);
  if (seconds === undefined || seconds <= 0) return undefined;
  return messages.errors.tryAgainIn(messages.access.validity(Math.max(60, seconds)));
}

/**
 * Route `/login`: clears the session on opening, sends the one-time code for the CPF and goes
 * to /acesso with the CPF (and the send-code answer) in navigation state. Arriving from a sign-up,
 * it says the account was created and has the new CPF filled in.
 */
export function LoginContainer() {
  const navigate = useNavigate();
  const location = useLocation();
  const { inform } = useFeedback();
  const { withBotCheck, botCheckDialog } = useBotCheckRetry();
  // Right after CADASTRAR (the CPF just registered), after 'Usuário já existe.' or back from
  // /acesso: the CPF, carried in navigation state (never stored).
  const [carried] = useState(() => readLoginState(location.state));
  usePage(messages.titles.login);

  // Spec section 2: opening /login clears the stored token and user.
  useEffect(() => {
    clearSession();
  }, []);

  const { formik, submit, bind, focusField } = useOrderedForm<LoginValues>({
    initialValues: { cpf: carried ? fields.cpf.format(carried.cpf) : '' },
    rules,
    onSubmit: async ({ cpf }, helpers) => {
      const digits = fields.cpf.normalise(cpf);
      let delivery: SendCodeAnswer | null;
      try {
        delivery = await withBotCheck((token) =>
          sendOtpCode({ cpf: digits, ...(token ? { 'cf-turnstile-response': token } : {}) }),
        );
      } catch (error) {
        if (statusOf(error) === 403) {
          // Under the CPF it is about, with the focus there (issue 40 §9: a toast at the foot
          // of a phone's screen is not where the eye is).
          helpers.setFieldError('cpf', messages.errors.cpfNotFound);
          focusField('cpf');
        } else {
          console.error('POST /auth/send-otp-code failed', error);
          // The specification's dialog, and below it the server's reason and wait when it gave
          // one (a shared address that looked up too many unknown CPFs: venue Wi-Fi, a NAT).
          inform(
            messages.errors.sendCodeFailed,
            messages.errors.attentionTitle,
            refusalReasonOf(error) ?? waitOf(error),
          );
        }
        return;
      }
      const state: AccessState = { cpf: digits, codeSentAt: Date.now() };
      if (delivery) state.delivery = delivery;
      navigate('/acesso', { state });
    },
  });

  return (
    <>
      <LoginView
        cpf={bind('cpf', fields.cpf.format)}
        onSubmit={submit}
        submitting={formik.isSubmitting}
        notice={carried?.registered ? messages.login.registered : undefined}
      />
      {botCheckDialog}
    </>
  );
}
