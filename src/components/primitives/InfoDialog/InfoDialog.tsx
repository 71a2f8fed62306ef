import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

import { messages } from '../../../domain/messages';

export interface InfoDialogProps {
  open: boolean;
  /** @default 'Atenção' */
  title?: string;
  message: string;
  /**
   * A second paragraph under the message, in secondary text: the server's reason and wait
   * ('Muitas consultas de CPF desta rede (Wi-Fi ou operadora). Tente novamente em 4 minutos ou use os dados móveis do celular.'). @default undefined
   */
  detail?: string;
  onClose: () => void;
  /** MUI system styles for the dialog (its MUI `Dialog` root). @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * A message the user must acknowledge ('Atenção' + text + OK); Esc and a click outside close it
 * too. A `detail` (the server's reason and wait) follows the message, which stays the dialog's
 * description.
 */
export function InfoDialog({
  open,
  title = messages.errors.attentionTitle,
  message,
  detail,
  onClose,
  sx,
}: InfoDialogProps) {
  const baseId = `info-${useId().replaceAll(':', '')}`;
  const titleId = `${baseId}-title`;
  const messageId = `${baseId}-message`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      sx={sx}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
        {detail && (
          <DialogContentText sx={{ mt: 1.5, color: 'text.secondary' }}>{detail}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {messages.errors.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
