import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { adminMessages } from '../../../domain/adminMessages';

/** The server's bounds of an operator's reason (routes/admin/election.ts, checkReason). */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What happens, one paragraph each (read before confirming). */
  consequences: readonly string[];
  reasonLabel: string;
  confirmLabel: string;
  /** A choice to make too (the withdrawal's category, shown publicly); absent: none. */
  categories?: readonly { value: string; label: string }[];
  categoryLabel?: string;
  /** The call is under way: buttons disabled. @default false */
  submitting?: boolean;
  /** A failure to show above the buttons (announced). @default null */
  error?: string | null;
  onConfirm: (reason: string, category: string | null) => void;
  onCancel: () => void;
}

const { election: text } = adminMessages;

/**
 * Confirms a grave election action (issue 36: withdrawing the publication, reopening after the
 * results were read): names its consequences and requires a reason for the audit trail (5 to 500
 * characters) and, when asked, a category. A missing one is refused in place, the field marked
 * invalid and focused.
 */
export function ReasonDialog({
  open,
  title,
  consequences,
  reasonLabel,
  confirmLabel,
  categories,
  categoryLabel,
  submitting = false,
  error = null,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; category?: string }>({});
  const reasonInput = useRef<HTMLInputElement>(null);
  const categoryInput = useRef<HTMLInputElement>(null);
  const id = `reason-${useId().replaceAll(':', '')}`;

  useEffect(() => {
    if (open) {
      setReason('');
      setCategory('');
      setProblems({});
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const found = {
      category: categories && !category ? text.categoryRequired : undefined,
      reason:
        trimmed.length < REASON_MIN || trimmed.length > REASON_MAX
          ? text.reasonRequired
          : undefined,
    };
    setProblems(found);
    if (found.category) categoryInput.current?.focus();
    else if (found.reason) reasonInput.current?.focus();
    else onConfirm(trimmed, categories ? category : null);
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
      <form
        onSubmit={submit}
        noValidate
        // The content scrolls between the title and the buttons on a short screen (as
        // BulkActionDialog's): the buttons stay on screen on a phone.
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack id={`${id}-body`} spacing={1} sx={{ mb: 2 }}>
            {consequences.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </Stack>
          <Stack spacing={2}>
            {categories && (
              <TextField
                select
                inputRef={categoryInput}
                id={`${id}-category`}
                name="category"
                label={categoryLabel}
                value={category}
                onChange={(event) => {
                  setCategory(event.target.value);
                  setProblems((p) => ({ ...p, category: undefined }));
                }}
                required
                fullWidth
                error={problems.category !== undefined}
                helperText={problems.category}
              >
                {categories.map((c) => (
                  <MenuItem key={c.value} value={c.value}>
                    {c.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              inputRef={reasonInput}
              id={`${id}-reason`}
              name="reason"
              label={reasonLabel}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              fullWidth
              multiline
              minRows={2}
              autoFocus={!categories}
              error={problems.reason !== undefined}
              helperText={problems.reason}
              slotProps={{
                htmlInput: { maxLength: REASON_MAX + 1, 'aria-invalid': !!problems.reason },
              }}
            />
          </Stack>
          <Typography role="alert" color="error" variant="body2" sx={{ mt: error ? 2 : 0 }}>
            {error}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap-reverse' }}>
          <Button variant="outlined" onClick={onCancel} disabled={submitting}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={submitting}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
