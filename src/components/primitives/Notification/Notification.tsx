import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SyntheticEvent } from 'react';

import { messages } from '../../../domain/messages';

export type NotificationSeverity = 'success' | 'error' | 'info';

/** Where a notification shows: 'top' keeps clear of a screen's bottom (the resend countdown). */
export type NotificationPlacement = 'top' | 'bottom';

export interface NotificationProps {
  open: boolean;
  severity: NotificationSeverity;
  message: string;
  onClose: () => void;
  /** @default 6000 */
  autoHideDuration?: number | null;
  /** @default 'bottom' */
  placement?: NotificationPlacement;
  /** MUI system styles for the snackbar. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * A short message at the bottom of the screen ('Feito! Seu voto foi salvo.', an error…).
 * Errors are announced assertively (role alert), the rest politely (role status).
 * It hides after `autoHideDuration` ms or with its 'Fechar' button; a click elsewhere does not close it.
 */
export function Notification({
  open,
  severity,
  message,
  onClose,
  autoHideDuration = 6000,
  placement = 'bottom',
  sx,
}: NotificationProps) {
  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click anywhere on the page must not swallow the message before it is read.
    if (reason === 'clickaway') return;
    onClose();
  };

  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={handleClose}
      anchorOrigin={{ vertical: placement, horizontal: 'center' }}
      sx={sx}
    >
      <Alert
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        onClose={() => onClose()}
        closeText={messages.errors.close}
        sx={{ width: '100%' }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
