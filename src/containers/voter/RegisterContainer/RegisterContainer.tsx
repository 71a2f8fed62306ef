import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { registerUser } from '../../../api/auth';
import { statusOf } from '../../../api/client';
import { getRuntimeConfig } from '../../../api/runtimeConfig';
import { RegisterView, type RegisterOutcome } from '../../../components/views/voter/RegisterView';
import { CPF_DIGITS } from '../../../domain/cpf';
import { fields } from '../../../domain/fields';
import { messages } from '../../../domain/messages';
import { PRIVACY_PATH } from '../../../domain/privacyLinkMessages';
import { fieldRule } from '../../shared/fieldRules';
import type { LoginState } from '../../shared/navigationState';
import { useOrderedForm } from '../../shared/useOrderedForm';
import { usePage } from '../../shared/usePage';
import type { OrderedRule } from '../../shared/validation';

interface RegisterValues {
  nome: string;
  email: string;
  celular: string;
  cpf: string;
  /** Bot-check token, null until the widget is solved (and again after it expires or resets). */
  botToken: string | null;
}

/** Spec section 5, register, in this order: bot check, nome, e-mail, celular, CPF. */
const rules: OrderedRule<RegisterValues>[] = [
  fieldRule('botToken', 'botCheck'),
  fieldRule('nome', 'nome'),
  fieldRule('email', 'email'),
  fieldRule('celular', 'celular'),
  fieldRule('cpf', 'cpf'),
];

type TypedFields = Omit<RegisterValues, 'botToken'>;

/**
 * What was typed when 'Política de privacidade' was opened in the app, given back when /cadastro
 * opens again (issue 40 §3: the notice used to cost the voter the form). In this tab's memory
 * only, never in storage or in the address; taken once. The bot check is not kept: its token is
 * single use and short-lived.
 */
let draft: TypedFields | null = null;

function takeDraft(): TypedFields | null {
  const taken = draft;
  draft = null;
  return taken;
}

/** Route `/cadastro`: sign-up with the bot check; 201 goes to /login. */
export function RegisterContainer() {
  const navigate = useNavigate();
  const [botResetKey, setBotResetKey] = useState(0);
  // After 'Usuário já existe.': the CPF typed, for ENTRAR under the form.
  const [existingCpf, setExistingCpf] = useState<string | null>(null);
  // The server's refusal, shown in the form where it concerns (not a toast, issue 40 §3 and §9).
  const [outcome, setOutcome] = useState<RegisterOutcome | null>(null);
  const [typed] = useState(takeDraft);
  usePage(messages.titles.register);

  const { formik, submit, bind, focusField, focusRefFor } = useOrderedForm<RegisterValues>({
    initialValues: { nome: '', email: '', celular: '', cpf: '', ...typed, botToken: null },
    rules,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      try {
        await registerUser({
          nome: fields.nome.normalise(values.nome),
          email: fields.email.normalise(values.email),
          cpf: fields.cpf.normalise(values.cpf),
          celular: fields.celular.normalise(values.celular),
          'cf-turnstile-response': values.botToken ?? '',
        });
      } catch (error) {
        const status = statusOf(error);
        // A bot-check token is single use and the server may have spent it: always ask for a
        // fresh one (the spec's 401 reset, extended to every failure).
        setBotResetKey((key) => key + 1);
        void helpers.setFieldValue('botToken', null, false);
        const seq = Date.now();
        if (status === 400) {
          // Above 'Já tem uma conta? …' and ENTRAR, which take the focus.
          setOutcome({ kind: 'userExists', seq });
          const digits = fields.cpf.normalise(values.cpf);
          setExistingCpf(digits.length === CPF_DIGITS ? digits : null);
        } else if (status === 401) {
          // The bot check's own error, as an empty check's is, with the focus on it.
          helpers.setFieldError('botToken', messages.errors.botCheckFailed);
          focusField('botToken');
        } else {
          console.error('POST /auth/register failed', error);
          setOutcome({ kind: 'failed', seq });
        }
        return;
      }
      // /login confirms the sign-up and has this CPF filled in (navigation state, not storage).
      const state: LoginState = { registeredCpf: fields.cpf.normalise(values.cpf) };
      navigate('/login', { state });
    },
  });

  const { setFieldValue, setFieldError } = formik;
  // Stable, so the bot-check widget is not re-rendered into a new challenge on every keystroke.
  const onBotToken = useCallback(
    (token: string | null) => {
      void setFieldValue('botToken', token, false);
      if (token) setFieldError('botToken', undefined);
    },
    [setFieldValue, setFieldError],
  );
  const botError = formik.errors.botToken;

  return (
    <RegisterView
      nome={bind('nome')}
      email={bind('email')}
      celular={bind('celular', fields.celular.format)}
      cpf={bind('cpf', fields.cpf.format)}
      botCheck={{
        siteKey: getRuntimeConfig().turnstileSiteKey,
        onToken: onBotToken,
        error: typeof botError === 'string' ? botError : undefined,
        resetKey: botResetKey,
        focusRef: focusRefFor('botToken'),
      }}
      onSubmit={submit}
      privacyHref={PRIVACY_PATH}
      onOpenPrivacy={() => {
        const { nome, email, celular, cpf } = formik.values;
        draft = { nome, email, celular, cpf };
      }}
      outcome={outcome}
      submitting={formik.isSubmitting}
      onSignInInstead={
        existingCpf === null
          ? undefined
          : () => {
              const state: LoginState = { cpf: existingCpf };
              void navigate('/login', { state });
            }
      }
    />
  );
}
