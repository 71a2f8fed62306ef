import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { bulkActionMessages as m, REASON_MAX_LENGTH } from '../../../domain/integrityMessages';

export type VoterAction = 'invalidate' | 'restore';

export interface BulkActionDialogProps {
  open: boolean;
  action: VoterAction;
  /** How many voters change… */
  voters: number;
  /** …and how many of their votes start or stop counting. */
  votes: number;
  /** The call is under way: buttons disabled, the confirm button says so. */
  submitting?: boolean;
  /** A failure to show above the buttons (announced). */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Confirms invalidating or restoring a group of voters: names how many voters and votes change
 * and requires a reason (kept in the audit trail). An empty reason is refused in place, with the
 * field marked invalid, described by the message and focused.
 */
export function BulkActionDialog({
  open,
  action,
  voters,
  votes,
  submitting = false,
  error = null,
  onConfirm,
  onCancel,
}: BulkActionDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = `bulk-${useId().replaceAll(':', '')}`;

  useEffect(() => {
    if (open) {
      setReason('');
      setProblem(null);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    const found = !text
      ? m.reasonRequired
      : text.length > REASON_MAX_LENGTH
        ? m.reasonTooLong(REASON_MAX_LENGTH)
        : null;
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    onConfirm(text);
  };

  return (
    <Dialog
      open={open}
      onClose={() => (submitting ? undefined : onCancel())}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{m.title(action, voters)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-body`} sx={{ color: 'text.primary', mb: 2 }}>
            {m.body(action, voters, votes)}
          </DialogContentText>
          <TextField
            inputRef={input}
            id={`${id}-reason`}
            name="reason"
            label={m.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            error={problem !== null}
            helperText={problem ?? m.reasonHelp}
            slotProps={{
              htmlInput: { maxLength: REASON_MAX_LENGTH + 1, 'aria-invalid': problem !== null },
            }}
          />
          <Typography role="alert" color="error" variant="body2" sx={{ mt: error ? 2 : 0 }}>
            {error}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap-reverse' }}>
          <Button variant="outlined" onClick={onCancel} disabled={submitting}>
            {m.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={action === 'invalidate' ? 'error' : 'primary'}
            disabled={submitting}
          >
            {submitting ? m.working : m.confirm(action, voters)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
