import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type KeyboardEvent } from 'react';

import { messages } from '../../../domain/messages';
import type { DialogOutcome } from '../../../domain/types';

export interface ConfirmDialogProps {
  open: boolean;
  /** Optional heading. */
  title?: string;
  message: string;
  /** Part of `message` shown in bold (the company's name); the text itself is unchanged. */
  emphasis?: string;
  /** @default 'Sim, votar!' */
  confirmLabel?: string;
  /** @default 'Cancelar' */
  cancelLabel?: string;
  /** confirmed (confirm button), denied (cancel button), dismissed (Esc or backdrop). */
  onResult: (outcome: DialogOutcome) => void;
  /** MUI system styles for the dialog (its MUI `Dialog` root). @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * Asks for confirmation: the confirm button answers 'confirmed', the cancel button 'denied',
 * Esc or a click outside 'dismissed'. Focus starts on the cancel button, the least destructive
 * action, and the confirm button ignores a key press that began before it had the focus (a held
 * or repeating Enter): two quick Enters on VOTAR never cast a vote. With a `title`, the dialog is
 * named by it and described by the message; `emphasis` (the company) is shown in bold.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  emphasis,
  confirmLabel = messages.confirmVote.confirm,
  cancelLabel = messages.confirmVote.cancel,
  onResult,
  sx,
}: ConfirmDialogProps) {
  const at = emphasis ? message.indexOf(emphasis) : -1;
  // The sentence stays one text (its wording is the specification's); only the name is wrapped.
  const content =
    emphasis && at >= 0 ? (
      <>
        {message.slice(0, at)}
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {emphasis}
        </Box>
        {message.slice(at + emphasis.length)}
      </>
    ) : (
      message
    );
  const baseId = `confirm-${useId().replaceAll(':', '')}`;
  const titleId = `${baseId}-title`;
  const messageId = `${baseId}-message`;
  // A repeating key went down before the focus got here (in the list, or on Cancelar): the
  // button's default action (a click on Enter) is stopped so it never answers 'confirmed'.
  const ignoreStaleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.repeat) event.preventDefault();
  };

  return (
    <Dialog
      open={open}
      onClose={() => onResult('dismissed')}
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={title ? messageId : undefined}
      maxWidth="xs"
      fullWidth
      sx={sx}
    >
      {title && <DialogTitle id={titleId}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={messageId} sx={{ color: 'text.primary', pt: title ? 0 : 1 }}>
          {content}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap-reverse' }}>
        <Button variant="outlined" onClick={() => onResult('denied')} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          onClick={() => onResult('confirmed')}
          onKeyDown={ignoreStaleKey}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
