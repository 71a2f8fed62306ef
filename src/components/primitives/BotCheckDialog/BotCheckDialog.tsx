import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

import { messages } from '../../../domain/messages';
import { BotCheck } from '../BotCheck';

export interface BotCheckDialogProps {
  open: boolean;
  /** Cloudflare Turnstile site key; null shows the development check. */
  siteKey: string | null;
  /** Called once with the token as soon as the check is passed. */
  onToken: (token: string) => void;
  /** Cancelar, Esc or a click outside. */
  onCancel: () => void;
  /**
   * Why it is asked (the 428's `botCheckReason`): 'cpf', many tries for this CPF; 'network', this
   * network (Wi-Fi, a carrier) asked for many CPFs (issue 40 §4). @default 'cpf'
   */
  reason?: 'cpf' | 'network';
  /** Where Cloudflare's script is loaded from (stories). */
  scriptUrl?: string;
  sx?: SxProps<Theme>;
}

/**
 * Asked when the server answers 428 (a CPF under attack, or a network past its budget of unknown
 * CPFs): the bot check in a dialog; the call goes on by itself as soon as the check yields a
 * token.
 */
export function BotCheckDialog({
  open,
  siteKey,
  onToken,
  onCancel,
  reason = 'cpf',
  scriptUrl,
  sx,
}: BotCheckDialogProps) {
  const baseId = `botcheck-dialog-${useId().replaceAll(':', '')}`;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${baseId}-title`}
      aria-describedby={`${baseId}-message`}
      maxWidth="xs"
      fullWidth
      sx={sx}
    >
      <DialogTitle id={`${baseId}-title`}>{messages.botCheckDialog.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${baseId}-message`} sx={{ color: 'text.primary', mb: 2 }}>
          {reason === 'network'
            ? messages.botCheckDialog.networkMessage
            : messages.botCheckDialog.message}
        </DialogContentText>
        <BotCheck
          siteKey={siteKey}
          onToken={(token) => {
            if (token) onToken(token);
          }}
          {...(scriptUrl ? { scriptUrl } : {})}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{messages.botCheckDialog.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
