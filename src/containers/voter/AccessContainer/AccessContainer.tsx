import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { sendOtpCode, validateOtpCode } from '../../../api/auth';
import { retryAfterSeconds, statusOf } from '../../../api/client';
import { refusalReasonOf, triesLeftOf } from '../../../api/errors';
import { saveSession } from '../../../api/session';
import { userFromToken } from '../../../api/token';
import { AccessView } from '../../../components/views/voter/AccessView';
import { onlyDigits } from '../../../domain/digits';
import { CODE_DIGITS, maskCode } from '../../../domain/masks';
import { messages } from '../../../domain/messages';
import type { SendCodeAnswer, StoredUser } from '../../../domain/types';
import { useFeedback } from '../../feedback';
import { signInExtrasOf } from '../../shared/errorExtras';
import { fieldRule } from '../../shared/fieldRules';
import { readAccessState, type LoginState } from '../../shared/navigationState';
import { useBotCheckRetry } from '../../shared/useBotCheckRetry';
import { useCountdown } from '../../shared/useCountdown';
import { useOrderedForm } from '../../shared/useOrderedForm';
import { usePage } from '../../shared/usePage';
import type { OrderedRule } from '../../shared/validation';

/**
 * The server's default resend cool-down per CPF (docs/architecture.md#tokens-and-one-time-codes):
 * counted only when the send-code answer does not say how long is left (`resendInSeconds`).
 */
export const RESEND_COOLDOWN_SECONDS = 30;

/** Seconds to wait before resending, as the server said, else the default. */
const cooldownOf = (answer: SendCodeAnswer | null | undefined) =>
  answer?.resendInSeconds ?? RESEND_COOLDOWN_SECONDS;

interface AccessValues {
  code: string;
}

/** Spec: 6-digit code, non-digits stripped (by the mask). The message is ours (the spec has none). */
const rules: OrderedRule<AccessValues>[] = [fieldRule('code', 'codigoVerificacao')];

/** Route `/acesso`: without a CPF in navigation state it goes back to /login. */
export function AccessContainer() {
  const location = useLocation();
  const state = readAccessState(location.state);
  if (!state) return <Navigate to="/login" replace />;
  return (
    <AccessScreen
      cpf={state.cpf}
      codeSentAt={state.codeSentAt ?? null}
      initialDelivery={state.delivery ?? null}
    />
  );
}

interface AccessScreenProps {
  cpf: string;
  codeSentAt: number | null;
  initialDelivery: SendCodeAnswer | null;
}

/** This screen's messages show at the top: the resend button and its countdown are below. */
const TOP = { placement: 'top' } as const;

/** Statuses that mean "this code was refused" (not a server or network failure). */
const CODE_REFUSED = new Set([400, 401, 422]);

function AccessScreen({ cpf, codeSentAt, initialDelivery }: AccessScreenProps) {
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const [resending, setResending] = useState(false);
  const [delivery, setDelivery] = useState(initialDelivery);
  // From the server's answer: pressing ENTRAR again does not restart a cool-down that began
  // with the first e-mail (codeSentAt is when that answer arrived).
  const cooldown = useCountdown(
    codeSentAt === null ? null : codeSentAt + cooldownOf(initialDelivery) * 1000,
  );
  usePage(messages.titles.access);
  const { withBotCheck, botCheckDialog } = useBotCheckRetry();
  const botToken = (token?: string) => (token ? { 'cf-turnstile-response': token } : {});
  // The pass of a bot check this sign-in already passed (at /login, or at a try here): sent with
  // every try, so the voter is never asked twice (issue 40 §9, decision 281).
  const pass = useRef<string | undefined>(initialDelivery?.botCheckPass);

  const { formik, submit, bind, focusField } = useOrderedForm<AccessValues>({
    initialValues: { code: '' },
    rules,
    onSubmit: async ({ code }, helpers) => {
      let accessToken: string;
      try {
        ({ accessToken } = await withBotCheck((token) =>
          validateOtpCode({
            cpf,
            codigoVerificacao: onlyDigits(code),
            ...botToken(token),
            ...(pass.current ? { botCheckPass: pass.current } : {}),
          }),
        ));
      } catch (error) {
        console.error('POST /auth/validate-otp-code failed', error);
        notify('error', messages.errors.accessFailed, TOP);
        const status = statusOf(error);
        const extras = signInExtrasOf(error);
        if (extras.botCheckPass) pass.current = extras.botCheckPass;
        if (status === 403) {
          // An invalidated account (issue 25): the server says it is under review and whom to ask.
          helpers.setFieldError('code', refusalReasonOf(error) ?? messages.errors.accessFailed);
          return;
        }
        if (status !== undefined && CODE_REFUSED.has(status)) {
          // Beyond the spec's message: mark the field, empty it and put the voter back in it.
          await helpers.setFieldValue('code', '', false);
          helpers.setFieldError(
            'code',
            messages.access.wrongCode(triesLeftOf(error), extras.botCheckNext === true),
          );
          focusField('code');
        }
        return;
      }
      let user: StoredUser;
      try {
        user = userFromToken(accessToken);
      } catch (error) {
        console.error('Access token payload rejected', error);
        notify('error', messages.errors.userData, TOP);
        return;
      }
      saveSession(accessToken, user);
      navigate('/perfil');
    },
  });

  // The sixth digit (typed, pasted or filled in by the browser) submits by itself, once per
  // completion: only when the code grows to full length, never again for the same value.
  const code = onlyDigits(formik.values.code);
  const previousLength = useRef(code.length);
  useEffect(() => {
    const grew = previousLength.current < CODE_DIGITS && code.length === CODE_DIGITS;
    previousLength.current = code.length;
    if (grew && !formik.isSubmitting) submit();
  }, [code, formik.isSubmitting, submit]);

  const resend = async () => {
    if (resending || cooldown.secondsLeft > 0) return;
    setResending(true);
    try {
      const answer = await withBotCheck((token) => sendOtpCode({ cpf, ...botToken(token) }));
      if (answer) setDelivery(answer);
      // A new code: the pass its check gave, if one was asked (an old pass may still hold).
      if (answer?.botCheckPass) pass.current = answer.botCheckPass;
      notify('success', messages.success.resent, TOP);
      cooldown.start(cooldownOf(answer));
    } catch (error) {
      // A 429 is the server's cool-down, not a failure: show the wait it asks for.
      const wait = retryAfterSeconds(error);
      if (wait !== undefined && wait > 0) {
        cooldown.start(wait);
      } else {
        console.error('POST /auth/send-otp-code (resend) failed', error);
        notify('error', messages.errors.resendFailed, { forNextScreen: true });
        navigate('/login');
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <AccessView
        code={bind('code', maskCode)}
        onSubmit={submit}
        onResend={() => void resend()}
        resendSecondsLeft={cooldown.secondsLeft}
        // The CPF goes back with the voter: /login shows it filled in.
        onBack={() => navigate('/login', { state: { cpf } satisfies LoginState })}
        submitting={formik.isSubmitting || resending}
        delivery={delivery}
      />
      {botCheckDialog}
    </>
  );
}
