import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type FormEvent } from 'react';

import { messages } from '../../../../domain/messages';
import { AuthLayout } from '../../../primitives/AuthLayout';
import { BotCheck } from '../../../primitives/BotCheck';
import type { BotCheckBinding } from '../../../primitives/BotCheck';
import { FormField } from '../../../primitives/FormField';
import type { FieldBinding } from '../../../primitives/FormField';
import { MaskedField } from '../../../primitives/MaskedField';
import { PageHeader } from '../../../primitives/PageHeader';
import { PrivacyLink } from '../../../primitives/PrivacyLink';

/** The server's answer to CADASTRAR that the form shows (see `outcome`). */
export interface RegisterOutcome {
  kind: 'userExists' | 'failed';
  /** A new number for every answer. */
  seq: number;
}

export interface RegisterViewProps {
  nome: FieldBinding;
  email: FieldBinding;
  celular: FieldBinding;
  cpf: FieldBinding;
  botCheck: BotCheckBinding;
  /** CADASTRAR. */
  onSubmit: () => void;
  /** Where the back arrow leads: a link, so it works before the app starts. @default '/login' */
  backHref?: string;
  /** @default false */
  submitting?: boolean;
  /** Address of the privacy notice; when set, a link to it is shown under the form. */
  privacyHref?: string;
  /**
   * A click on 'Política de privacidade', before the link is followed: the container keeps what
   * was typed for the way back. @default undefined
   */
  onOpenPrivacy?: () => void;
  /**
   * What the server said about the last CADASTRAR, shown where it concerns (issue 40 §3, §9), not
   * in a toast that covered the form on a phone: 'userExists' puts 'Usuário já existe.' above
   * 'Já tem uma conta? …' and ENTRAR, under the form; 'failed' puts 'Erro ao realizar cadastro,
   * verifique seus dados...' above CADASTRAR. Either takes the focus when it appears; `seq`
   * changes with every answer, so the same answer twice is said twice. @default null
   */
  outcome?: RegisterOutcome | null;
  /**
   * ENTRAR under 'Usuário já existe.': goes to /login with the CPF typed here filled in.
   * @default undefined
   */
  onSignInInstead?: () => void;
  /** MUI system styles for the screen's card. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * /cadastro: 'Crie a sua conta.', a line saying every field is required, Nome Completo, E-mail,
 * Celular, CPF, the bot check and CADASTRAR. A real form: Enter in any field or CADASTRAR submits
 * it, once. The server's refusals show where they concern (`outcome`); after 'Usuário já existe.'
 * ENTRAR under the form goes to /login with the CPF filled in.
 */
export function RegisterView({
  nome,
  email,
  celular,
  cpf,
  botCheck,
  onSubmit,
  backHref = '/login',
  submitting = false,
  privacyHref,
  onOpenPrivacy,
  outcome = null,
  onSignInInstead,
  sx,
}: RegisterViewProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const requiredId = useId();
  const existsId = useId();
  const failedRef = useRef<HTMLDivElement>(null);
  const existsRef = useRef<HTMLDivElement>(null);
  const kind = outcome?.kind;
  const seq = outcome?.seq;
  // The answer takes the focus, so a screen reader reads it and the next Tab is what it offers.
  useEffect(() => {
    const target = kind === 'failed' ? failedRef.current : existsRef.current;
    if (!kind || !target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [kind, seq]);
  const required = { required: true, requiredMark: false } as const;

  return (
    <AuthLayout sx={sx}>
      <PageHeader title={messages.register.heading} backHref={backHref} />
      <Typography id={requiredId} variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {messages.register.allRequired}
      </Typography>
      <Stack
        component="form"
        method="post"
        noValidate
        onSubmit={handleSubmit}
        spacing={2.5}
        aria-describedby={requiredId}
      >
        <FormField
          field={nome}
          label={messages.register.nomeLabel}
          autoComplete="name"
          {...required}
        />
        <FormField
          field={email}
          label={messages.register.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...required}
        />
        <MaskedField
          mask="celular"
          field={celular}
          label={messages.register.celularLabel}
          {...required}
        />
        <MaskedField mask="cpf" field={cpf} label={messages.register.cpfLabel} {...required} />
        <BotCheck {...botCheck} />
        {kind === 'failed' && (
          // Focused when it appears (read once as the focus's name), so not a live region too.
          <Alert
            ref={failedRef}
            severity="error"
            role="group"
            aria-label={messages.errors.registerFailed}
            tabIndex={-1}
            sx={{ '&:focus': { outline: 'none' } }}
          >
            {messages.errors.registerFailed}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
          {messages.register.submit}
        </Button>
      </Stack>
      {onSignInInstead && (
        <Stack
          ref={existsRef}
          role="group"
          tabIndex={-1}
          aria-labelledby={existsId}
          spacing={1.5}
          sx={{
            mt: 2.5,
            alignItems: 'stretch',
            textAlign: 'center',
            '&:focus': { outline: 'none' },
          }}
        >
          <Box id={existsId}>
            {kind === 'userExists' && (
              // Read with the offer as the focused group's name: no live region of its own.
              <Alert severity="error" role="presentation" sx={{ textAlign: 'left', mb: 1.5 }}>
                {messages.errors.userExists}
              </Alert>
            )}
            <Typography>{messages.register.existingAccount}</Typography>
          </Box>
          <Button variant="outlined" fullWidth onClick={onSignInInstead}>
            {messages.login.submit}
          </Button>
        </Stack>
      )}
      {privacyHref && (
        <PrivacyLink
          href={privacyHref}
          onFollow={onOpenPrivacy}
          sx={{ display: 'block', mt: 2, textAlign: 'center' }}
        />
      )}
    </AuthLayout>
  );
}
