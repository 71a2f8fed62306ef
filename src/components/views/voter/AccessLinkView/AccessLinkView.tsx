import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { messages } from '../../../../domain/messages';
import { AuthLayout } from '../../../primitives/AuthLayout';
import { PageHeader } from '../../../primitives/PageHeader';

/** Where signing in by the link stands. */
export type AccessLinkStatus = 'loading' | 'invalid' | 'refused' | 'failed';

export interface AccessLinkViewProps {
  /**
   * 'loading' while the link is checked; 'invalid' used, expired or forged; 'refused' the link
   * is good but the server refuses the person (`reason` says why); 'failed' network or server.
   */
  status: AccessLinkStatus;
  /** The server's reason when `status` is 'refused' (e.g. an account under review). */
  reason?: string;
  /** What an 'invalid' link tells to do. @default messages.accessLink.invalid (the voter's CPF) */
  invalidMessage?: string;
  /** Goes to /login to ask for a new code. */
  onLogin: () => void;
  /** Tries the same link again (shown when `status` is 'failed'). */
  onRetry: () => void;
  /** MUI system styles for the screen's card. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * /acesso/link: the single-use sign-in link of a code e-mail (sent while the CPF is under
 * attack, docs/decisions/080). A spinner while the link is checked, then either the way on
 * (the container goes to /perfil) or why it did not work and what to do.
 */
export function AccessLinkView({
  status,
  reason,
  invalidMessage = messages.accessLink.invalid,
  onLogin,
  onRetry,
  sx,
}: AccessLinkViewProps) {
  return (
    <AuthLayout sx={sx}>
      <PageHeader title={messages.accessLink.heading} />
      <Box aria-live="polite" aria-busy={status === 'loading'}>
        {status === 'loading' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={28} aria-hidden />
            <Typography variant="body1">{messages.accessLink.loading}</Typography>
          </Stack>
        )}
        {status === 'invalid' && (
          <Alert severity="warning">
            <AlertTitle>{messages.accessLink.invalidTitle}</AlertTitle>
            {invalidMessage}
          </Alert>
        )}
        {status === 'refused' && <Alert severity="warning">{reason}</Alert>}
        {status === 'failed' && <Alert severity="error">{messages.accessLink.failed}</Alert>}
      </Box>
      {status !== 'loading' && (
        <Stack spacing={2} sx={{ mt: 3 }}>
          {status === 'failed' && (
            <Button variant="contained" size="large" fullWidth onClick={onRetry}>
              {messages.accessLink.retry}
            </Button>
          )}
          <Button
            variant={status === 'failed' ? 'outlined' : 'contained'}
            size="large"
            fullWidth
            onClick={onLogin}
          >
            {messages.accessLink.toLogin}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
