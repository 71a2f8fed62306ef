import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { adminMessages } from '../../../../domain/adminMessages';
import { FormField } from '../../../primitives/FormField';
import type { FieldBinding } from '../../../primitives/FormField';
import { MaskedField } from '../../../primitives/MaskedField';
import { ResendButton } from '../../../primitives/ResendButton';
import { SignInForm } from '../../../primitives/SignInForm';

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
  return (
    <SignInForm
      title={login.title}
      subtitle={
        <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {step === 'email' ? login.emailStep : login.codeStep(email.value)}
        </Typography>
      }
      notice={step === 'code' && notice && <Alert severity="info">{notice}</Alert>}
      error={error}
      submitLabel={step === 'email' ? login.sendCode : login.submit}
      onSubmit={onSubmit}
      submitting={submitting}
      actions={
        <>
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
        </>
      }
      sx={sx}
    >
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
    </SignInForm>
  );
}
