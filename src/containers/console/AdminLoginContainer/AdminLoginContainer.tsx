import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { sendOperatorCode, validateOperatorCode } from '../../../api/admin';
import { isOperatorToken, saveAdminSession } from '../../../api/adminSession';
import { retryAfterSeconds, statusOf } from '../../../api/client';
import { refusalReasonOf } from '../../../api/errors';
import { AdminLoginView } from '../../../components/views/console/AdminLoginView';
import { adminMessages } from '../../../domain/adminMessages';
import { onlyDigits } from '../../../domain/digits';
import { fields } from '../../../domain/fields';
import { maskCode } from '../../../domain/masks';
import { fieldRule } from '../../shared/fieldRules';
import { useBotCheckRetry } from '../../shared/useBotCheckRetry';
import { useCountdown } from '../../shared/useCountdown';
import { useOrderedForm } from '../../shared/useOrderedForm';
import { usePage } from '../../shared/usePage';
import type { OrderedRule } from '../../shared/validation';

interface OperatorLoginValues {
  email: string;
  code: string;
}

const { login } = adminMessages;

/** The voters' e-mail rule of the field registry (the API checks operators' e-mails with it). */
const emailRules: OrderedRule<OperatorLoginValues>[] = [
  fieldRule('email', 'email', login.invalidEmail),
];

const codeRules: OrderedRule<OperatorLoginValues>[] = [
  fieldRule('code', 'codigoVerificacao', login.invalidCode),
];

/** Where to go after signing in: the console page that sent the operator here, or the Painel. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin/') && from !== '/admin/login'
    ? from
    : '/admin/painel';
}

/**
 * Route `/admin/login`: e-mail → POST /admin/auth/send-code (the same answer whatever the e-mail,
 * so the next step never says whether it is an operator's) → code → POST /admin/auth/validate-code
 * → the operator's token in sessionStorage `adminToken` → the console. When no new code went out
 * (one was sent moments ago) the code step says so; 'Enviar o código novamente.' counts down the server's
 * cool-down (decision 190).
 */
export function AdminLoginContainer() {
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [error, setError] = useState<string | undefined>();
  const [rules, setRules] = useState(emailRules);
  const [notice, setNotice] = useState<string | undefined>();
  const [resending, setResending] = useState(false);
  const cooldown = useCountdown(null);
  // An e-mail with too many wrong codes in the hour: the calls answer 428 until the bot check
  // is solved (issue 25), as a voter's CPF under attack does on /login.
  const { withBotCheck, botCheckDialog } = useBotCheckRetry();
  const withToken = (token?: string) => (token ? { 'cf-turnstile-response': token } : {});
  usePage(adminMessages.app.titles.page(login.title));

  const { formik, submit, bind, focusField } = useOrderedForm<OperatorLoginValues>({
    initialValues: { email: '', code: '' },
    rules,
    onSubmit: async (values) => {
      setError(undefined);
      const email = fields.email.normalise(values.email);
      if (step === 'email') {
        try {
          const answer = await withBotCheck((token) =>
            sendOperatorCode({ email, ...withToken(token) }),
          );
          cooldown.start(answer.resendInSeconds);
          setNotice(answer.alreadySent ? login.alreadySent : undefined);
          setStep('code');
          setRules(codeRules);
        } catch (failure) {
          setError(statusOf(failure) === 429 ? login.tooMany : login.sendFailed);
        }
        return;
      }
      try {
        const { accessToken } = await withBotCheck((token) =>
          validateOperatorCode({
            email,
            codigoVerificacao: onlyDigits(values.code),
            ...withToken(token),
          }),
        );
        if (!isOperatorToken(accessToken)) {
          setError(login.notOperator);
          return;
        }
        saveAdminSession(accessToken);
        navigate(returnPath(location.state), { replace: true });
      } catch (failure) {
        const status = statusOf(failure);
        if (status === 401 || status === 400 || status === 422) {
          // Marked as /acesso marks it (issue 40 §9): the field emptied, invalid, described by
          // the message and focused, ready for the next try.
          await formik.setFieldValue('code', '', false);
          formik.setFieldError('code', login.wrongCode);
          focusField('code');
          return;
        }
        // A 429 says why (the daily cap spent, maybe by a stranger, and the link that still works).
        const reason = refusalReasonOf(failure);
        setError(status === 429 ? (reason ?? login.tooMany) : login.failed);
      }
    },
  });

  const resend = async () => {
    if (resending || cooldown.secondsLeft > 0) return;
    setResending(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const email = fields.email.normalise(formik.values.email);
      const answer = await withBotCheck((token) =>
        sendOperatorCode({ email, ...withToken(token) }),
      );
      cooldown.start(answer.resendInSeconds);
      setNotice(answer.alreadySent ? login.alreadySent : login.resent);
    } catch (failure) {
      const wait = retryAfterSeconds(failure);
      if (wait !== undefined) cooldown.start(wait);
      setError(statusOf(failure) === 429 ? login.tooMany : login.sendFailed);
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      {botCheckDialog}
      <AdminLoginView
        step={step}
        email={bind('email')}
        code={bind('code', maskCode)}
        onSubmit={submit}
        onChangeEmail={() => {
          setError(undefined);
          setNotice(undefined);
          setStep('email');
          setRules(emailRules);
          void formik.setFieldValue('code', '', false);
        }}
        submitting={formik.isSubmitting || resending}
        busy={formik.isSubmitting ? step : resending ? 'resend' : null}
        error={error}
        notice={notice}
        onResend={() => void resend()}
        resendSecondsLeft={cooldown.secondsLeft}
      />
    </>
  );
}
