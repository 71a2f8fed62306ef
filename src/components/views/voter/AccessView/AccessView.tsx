import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { messages } from '../../../../domain/messages';
import type { SendCodeAnswer } from '../../../../domain/types';
import type { FieldBinding } from '../../../primitives/FormField';
import { MaskedField } from '../../../primitives/MaskedField';
import { ResendButton } from '../../../primitives/ResendButton';
import { SignInForm } from '../../../primitives/SignInForm';

export interface AccessViewProps {
  code: FieldBinding;
  /** ACESSAR or Enter in the code field. */
  onSubmit: () => void;
  /** 'Enviar o código novamente.' */
  onResend: () => void;
  /** Seconds left of the resend cool-down; while > 0 the resend button is disabled and the wait is shown. @default 0 */
  resendSecondsLeft?: number;
  /** Back arrow: goes to /login. */
  onBack: () => void;
  /** @default false */
  submitting?: boolean;
  /**
   * The send-code answer: the masked address and the code's validity are shown, and when
   * `alreadySent` that the code already in the inbox is still valid. Absent: nothing extra.
   */
  delivery?: SendCodeAnswer | null;
  /** MUI system styles for the screen's card. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * /acesso: 'Confirme o Acesso', the 6-digit code, ACESSAR, and 'Enviar o código novamente.',
 * which stays disabled during the server's cool-down with the seconds left beside it. With the
 * send-code answer (`delivery`) it also says where the code went and for how long, and that the
 * code already sent is still valid when no new e-mail went out.
 */
export function AccessView({
  code,
  onSubmit,
  onResend,
  resendSecondsLeft = 0,
  onBack,
  submitting = false,
  delivery,
  sx,
}: AccessViewProps) {
  return (
    <SignInForm
      title={messages.access.heading}
      subtitle={messages.access.instructions}
      onBack={onBack}
      notice={
        delivery && (
          <Stack spacing={1}>
            {delivery.alreadySent && <Alert severity="info">{messages.access.alreadySent}</Alert>}
            <Typography variant="body2" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              {messages.access.sentTo(
                delivery.maskedEmail,
                messages.access.validity(delivery.expiresInSeconds),
              )}
            </Typography>
          </Stack>
        )
      }
      submitLabel={messages.access.submit}
      onSubmit={onSubmit}
      submitting={submitting}
      actions={
        <ResendButton
          label={messages.access.resend}
          waitText={messages.access.resendWait}
          secondsLeft={resendSecondsLeft}
          onResend={onResend}
          disabled={submitting}
          // As far below ACESSAR as the form's own spacing.
          sx={{ pt: 1.5 }}
        />
      }
      sx={sx}
    >
      <MaskedField mask="code" field={code} label={messages.access.codeLabel} autoFocus />
    </SignInForm>
  );
}
