import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';

import { messages } from '../../../../domain/messages';
import { AuthLayout } from '../../../primitives/AuthLayout';
import { BotCheck } from '../../../primitives/BotCheck';
import type { BotCheckBinding } from '../../../primitives/BotCheck';
import { FormField } from '../../../primitives/FormField';
import type { FieldBinding } from '../../../primitives/FormField';
import { MaskedField } from '../../../primitives/MaskedField';
import { PageHeader } from '../../../primitives/PageHeader';
import { PrivacyLink } from '../../../primitives/PrivacyLink';

export interface RegisterViewProps {
  nome: FieldBinding;
  email: FieldBinding;
  celular: FieldBinding;
  cpf: FieldBinding;
  botCheck: BotCheckBinding;
  /** CADASTRAR. */
  onSubmit: () => void;
  /** Back arrow: goes to /login. */
  onBack: () => void;
  /** Where the back arrow leads as a plain link ('/login'), so it works before the app starts. */
  backHref: string;
  /** @default false */
  submitting?: boolean;
  /** Address of the privacy notice; when set, a link to it is shown under the form. */
  privacyHref?: string;
  /**
   * Set after 'Usuário já existe.': 'Já tem uma conta? …' and ENTRAR under the form, which
   * goes to /login with the CPF typed here filled in. @default undefined
   */
  onSignInInstead?: () => void;
  /** MUI system styles for the screen's card. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * /cadastro: 'Crie a sua conta.', Nome Completo, E-mail, Celular, CPF, the bot check and
 * CADASTRAR. A real form: Enter in any field or CADASTRAR submits it, once. After 'Usuário já
 * existe.', `onSignInInstead` shows ENTRAR under the form (to /login with the CPF filled in).
 */
export function RegisterView({
  nome,
  email,
  celular,
  cpf,
  botCheck,
  onSubmit,
  onBack,
  backHref,
  submitting = false,
  privacyHref,
  onSignInInstead,
  sx,
}: RegisterViewProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <AuthLayout sx={sx}>
      <PageHeader title={messages.register.heading} onBack={onBack} backHref={backHref} />
      <Stack component="form" method="post" noValidate onSubmit={handleSubmit} spacing={2.5}>
        <FormField field={nome} label={messages.register.nomeLabel} autoComplete="name" />
        <FormField
          field={email}
          label={messages.register.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <MaskedField mask="celular" field={celular} label={messages.register.celularLabel} />
        <MaskedField mask="cpf" field={cpf} label={messages.register.cpfLabel} />
        <BotCheck {...botCheck} />
        <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
          {messages.register.submit}
        </Button>
      </Stack>
      {onSignInInstead && (
        <Stack
          role="group"
          aria-label={messages.register.existingAccount}
          spacing={1}
          sx={{ mt: 2.5, alignItems: 'center', textAlign: 'center' }}
        >
          <Typography>{messages.register.existingAccount}</Typography>
          <Button variant="outlined" fullWidth onClick={onSignInInstead}>
            {messages.login.submit}
          </Button>
        </Stack>
      )}
      {privacyHref && (
        <PrivacyLink href={privacyHref} sx={{ display: 'block', mt: 2, textAlign: 'center' }} />
      )}
    </AuthLayout>
  );
}
