import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';

import { adminMessages } from '../../../../domain/adminMessages';
import { AuthLayout } from '../../../primitives/AuthLayout';
import { FormField } from '../../../primitives/FormField';
import type { FieldBinding } from '../../../primitives/FormField';
import { MaskedField } from '../../../primitives/MaskedField';
import { PageHeader } from '../../../primitives/PageHeader';
import { ResendButton } from '../../../primitives/ResendButton';

export interface AdminLoginViewProps {
  /** 'email': ask for the operator's e-mail; 'code': ask for the 6-digit code sent to it. */
  step: 'email' | 'code';
  email: FieldBinding;
  code: FieldBinding;
  /** Enviar código (email step) or Entrar (code step), also Enter in the field. */
  onSubmit: () => void;
  /** 'Usar outro e-mail': back to the e-mail step. */
  onChangeEmail: () => void;
  /** Disables the buttons while a request runs. @default false */
  submitting?: boolean;
  /**
   * What is on its way, said in words under the buttons in a live region (issue 40 §9: the
   * console's sign-in showed only a spinner in a blank button): 'email' sending the code, 'code'
   * checking it, 'resend' sending another. @default null
   */
  busy?: 'email' | 'code' | 'resend' | null;
  /** A failure not tied to a field ('Código inválido ou expirado.'), announced as an alert. */
  error?: string;
  /**
   * On the code step, news of the send-code answer ('Um código foi enviado … continua válido.',
   * 'Enviamos um novo código.'), in a polite live region. Absent: nothing extra.
   */
  notice?: string;
  /** 'Enviar o código novamente.' on the code step; absent: no resend button. */
  onResend?: () => void;
  /** Seconds left of the server's cool-down before 'Enviar o código novamente.'. @default 0 */
  resendSecondsLeft?: number;
  sx?: SxProps<Theme>;
}

const { login } = adminMessages;

/**
 * /admin/login: the operator's e-mail, then the 6-digit code from the e-mail (the same code field
 * and mask as the voters'), with 'Enviar o código novamente.' and the server's cool-down (the voters'
 * ResendButton). A real form per step: Enter or the button submits once.
 */
export function AdminLoginView({
  step,
  email,
  code,
  onSubmit,
  onChangeEmail,
  submitting = false,
  busy = null,
  error,
  notice,
  onResend,
  resendSecondsLeft = 0,
  sx,
}: AdminLoginViewProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <AuthLayout sx={sx}>
      <PageHeader
        title={login.title}
        subtitle={
          <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {step === 'email' ? login.emailStep : login.codeStep(email.value)}
          </Typography>
        }
      />
      {/* A live region: a send or a resend says what happened, and screen readers hear it. */}
      <Box aria-live="polite" sx={{ mb: step === 'code' && notice ? 3 : 0 }}>
        {step === 'code' && notice && <Alert severity="info">{notice}</Alert>}
      </Box>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={3}>
        {error && <Alert severity="error">{error}</Alert>}
        {step === 'email' ? (
          <FormField
            field={email}
            label={login.emailLabel}
            type="email"
            autoComplete="username"
            inputMode="email"
            maxLength={254}
            autoFocus
          />
        ) : (
          <MaskedField mask="code" field={code} label={login.codeLabel} autoFocus />
        )}
        <Stack spacing={1.5}>
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            {step === 'email' ? login.sendCode : login.submit}
          </Button>
          {step === 'code' && onResend && (
            <ResendButton
              label={login.resend}
              waitText={login.resendWait}
              secondsLeft={resendSecondsLeft}
              onResend={onResend}
              disabled={submitting}
            />
          )}
          {step === 'code' && (
            <Button variant="text" onClick={onChangeEmail} disabled={submitting}>
              {login.changeEmail}
            </Button>
          )}
          <Typography
            role="status"
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'center', '&:empty': { display: 'none' } }}
          >
            {busy === null ? '' : login.busy[busy]}
          </Typography>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
