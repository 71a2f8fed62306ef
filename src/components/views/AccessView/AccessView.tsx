import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';

import { messages } from '../../../domain/messages';
import { AuthLayout } from '../../AuthLayout';
import { MaskedField } from '../../MaskedField';
import { PageHeader } from '../../PageHeader';
import type { AccessViewProps } from '../../types';

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
  const waitId = useId();
  const coolingDown = resendSecondsLeft > 0;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <AuthLayout sx={sx}>
      <PageHeader
        title={messages.access.heading}
        subtitle={messages.access.instructions}
        onBack={onBack}
      />
      {/* A live region: a resend updates where and for how long, and screen readers hear it. */}
      <Box aria-live="polite" sx={{ mb: delivery ? 3 : 0 }}>
        {delivery && (
          <Stack spacing={1}>
            {delivery.alreadySent && <Alert severity="info">{messages.access.alreadySent}</Alert>}
            <Typography variant="body2" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
              {messages.access.sentTo(
                delivery.maskedEmail,
                messages.access.validity(delivery.expiresInSeconds),
              )}
            </Typography>
          </Stack>
        )}
      </Box>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={3}>
        <MaskedField mask="code" field={code} label={messages.access.codeLabel} autoFocus />
        <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
          {messages.access.submit}
        </Button>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'center',
            columnGap: 1,
          }}
        >
          <Button
            variant="text"
            onClick={onResend}
            disabled={coolingDown || submitting}
            aria-describedby={coolingDown ? waitId : undefined}
            sx={{ textTransform: 'none' }}
          >
            {messages.access.resend}
          </Button>
          {/* Always rendered so screen readers track it; empty once the cool-down is over. */}
          <Typography id={waitId} variant="body2" color="text.secondary" aria-live="polite">
            {coolingDown ? messages.access.resendWait(resendSecondsLeft) : ''}
          </Typography>
        </Box>
      </Stack>
    </AuthLayout>
  );
}
