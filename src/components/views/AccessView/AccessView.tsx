import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';

import { messages } from '../../../domain/messages';
import { AuthLayout } from '../../AuthLayout';
import { MaskedField } from '../../MaskedField';
import { PageHeader } from '../../PageHeader';
import type { AccessViewProps as AccessViewContract } from '../../types';

export interface AccessViewProps extends AccessViewContract {
  /** MUI system styles for the screen's card. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * /acesso: 'Confirme o Acesso', the 6-digit code, ACESSAR, and 'Enviar o código novamente.',
 * which stays disabled during the server's cool-down with the seconds left beside it.
 */
export function AccessView({
  code,
  onSubmit,
  onResend,
  resendSecondsLeft = 0,
  onBack,
  submitting = false,
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
