import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { registerUser } from '../../../api/auth';
import { statusOf } from '../../../api/client';
import { getRuntimeConfig } from '../../../api/runtimeConfig';
import { RegisterView } from '../../../components/views/voter/RegisterView';
import { CPF_DIGITS } from '../../../domain/cpf';
import { fields } from '../../../domain/fields';
import { messages } from '../../../domain/messages';
import { PRIVACY_PATH } from '../../../domain/privacyLinkMessages';
import { useFeedback } from '../../feedback';
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

/** Route `/cadastro`: sign-up with the bot check; 201 goes to /login. */
export function RegisterContainer() {
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const [botResetKey, setBotResetKey] = useState(0);
  // After 'Usuário já existe.': the CPF typed, for ENTRAR under the form.
  const [existingCpf, setExistingCpf] = useState<string | null>(null);
  usePage(messages.titles.register);

  const { formik, submit, bind } = useOrderedForm<RegisterValues>({
    initialValues: { nome: '', email: '', celular: '', cpf: '', botToken: null },
    rules,
    onSubmit: async (values, helpers) => {
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
        if (status === 400) {
          notify('error', messages.errors.userExists);
          const digits = fields.cpf.normalise(values.cpf);
          setExistingCpf(digits.length === CPF_DIGITS ? digits : null);
        } else if (status === 401) notify('error', messages.errors.botCheckFailed);
        else {
          console.error('POST /auth/register failed', error);
          notify('error', messages.errors.registerFailed);
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
      }}
      onSubmit={submit}
      onBack={() => navigate('/login')}
      backHref="/login"
      privacyHref={PRIVACY_PATH}
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
