import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { INVALIDATION_CATEGORIES, type InvalidationCategory } from '../../../domain/admin';
import {
  bulkActionMessages as m,
  invalidationCategoryLabels,
  REASON_MAX_LENGTH,
} from '../../../domain/integrityMessages';

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
  /** The reason (trimmed) and, to invalidate, the category chosen from the fixed list. */
  onConfirm: (reason: string, category?: InvalidationCategory) => void;
  onCancel: () => void;
}

/**
 * Confirms invalidating or restoring a group of voters: names how many voters and votes change
 * and requires a reason (kept in the audit trail only) and, to invalidate, a category from the
 * fixed list (what the ata de apuração counts by). A missing category or empty reason is refused
 * in place, with the field marked invalid, described by the message and focused.
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
  const [category, setCategory] = useState<InvalidationCategory | ''>('');
  const [categoryProblem, setCategoryProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const categories = useRef<HTMLDivElement>(null);
  const id = `bulk-${useId().replaceAll(':', '')}`;
  const asksCategory = action === 'invalidate';

  useEffect(() => {
    if (open) {
      setReason('');
      setProblem(null);
      setCategory('');
      setCategoryProblem(null);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missingCategory = asksCategory && category === '';
    setCategoryProblem(missingCategory ? m.categoryRequired : null);
    if (missingCategory) {
      categories.current?.querySelector('input')?.focus();
      return;
    }
    const text = reason.trim();
    const found = !text
      ? asksCategory
        ? m.reasonRequired
        : m.restoreReasonRequired
      : text.length > REASON_MAX_LENGTH
        ? m.reasonTooLong(REASON_MAX_LENGTH)
        : null;
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    if (asksCategory && category !== '') onConfirm(text, category);
    else onConfirm(text);
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
        // The content scrolls between the title and the buttons on a short screen.
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={`${id}-title`}>{m.title(action, voters)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-body`} sx={{ color: 'text.primary', mb: 2 }}>
            {m.body(action, voters, votes)}
          </DialogContentText>
          {asksCategory && (
            <FormControl
              error={categoryProblem !== null}
              required
              sx={{ mb: 2 }}
              component="fieldset"
            >
              <FormLabel component="legend" id={`${id}-category-label`}>
                {m.category}
              </FormLabel>
              <RadioGroup
                ref={categories}
                name="category"
                value={category}
                aria-labelledby={`${id}-category-label`}
                aria-describedby={`${id}-category-help`}
                onChange={(event) => {
                  setCategory(event.target.value as InvalidationCategory);
                  setCategoryProblem(null);
                }}
              >
                {INVALIDATION_CATEGORIES.map((value, index) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={
                      <Radio
                        size="small"
                        autoFocus={index === 0}
                        slotProps={{ input: { 'aria-invalid': categoryProblem !== null } }}
                      />
                    }
                    label={invalidationCategoryLabels[value]}
                  />
                ))}
              </RadioGroup>
              <FormHelperText id={`${id}-category-help`}>
                {categoryProblem ?? m.categoryHelp}
              </FormHelperText>
            </FormControl>
          )}
          <TextField
            inputRef={input}
            id={`${id}-reason`}
            name="reason"
            label={asksCategory ? m.reason : m.restoreReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus={!asksCategory}
            error={problem !== null}
            helperText={problem ?? (asksCategory ? m.reasonHelp : m.restoreReasonHelp)}
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
