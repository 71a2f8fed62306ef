import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { adminMessages } from '../../../domain/adminMessages';

/** The server's bounds of an operator's reason (routes/admin/election.ts, checkReason). */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

const { election: text } = adminMessages;

/** The election's reasons: 5 to 500 characters, trimmed. */
const electionReasonProblem = (reason: string) =>
  reason.length < REASON_MIN || reason.length > REASON_MAX ? text.reasonRequired : undefined;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What happens, one paragraph each (read before confirming). */
  consequences: readonly string[];
  /** The paragraphs' size. @default 'body2' */
  consequencesVariant?: 'body1' | 'body2';
  reasonLabel: string;
  /** Said under the reason until a problem replaces it. @default none */
  reasonHelp?: string;
  /** What is wrong with the (trimmed) reason, if anything. @default 5 to 500 characters */
  reasonProblem?: (reason: string) => string | undefined;
  confirmLabel: string;
  /** @default 'error' */
  confirmColor?: 'error' | 'primary';
  /** Said on the confirm button while submitting; absent: the button spins. @default none */
  submittingLabel?: string;
  /** A choice to make too (the withdrawal's category, shown publicly); absent: none. */
  categories?: readonly { value: string; label: string }[];
  categoryLabel?: string;
  /** Said under the choice until a problem replaces it. @default none */
  categoryHelp?: string;
  /** @default 'Escolha o tipo de motivo.' */
  categoryRequired?: string;
  /** The choice as a menu or as radio buttons (each one read). @default 'select' */
  categoryAs?: 'select' | 'radios';
  /** The call is under way: buttons disabled. @default false */
  submitting?: boolean;
  /** A failure to show above the buttons (announced). @default null */
  error?: string | null;
  onConfirm: (reason: string, category: string | null) => void;
  onCancel: () => void;
}

/**
 * Confirms a grave action (issue 36: withdrawing the publication, reopening after the results were
 * read; invalidating or restoring voters, BulkActionDialog): names its consequences and requires a
 * reason for the audit trail and, when asked, a category. A missing one is refused in place, the
 * field marked invalid, described by the message, and the first of them focused.
 */
export function ReasonDialog({
  open,
  title,
  consequences,
  consequencesVariant = 'body2',
  reasonLabel,
  reasonHelp,
  reasonProblem = electionReasonProblem,
  confirmLabel,
  confirmColor = 'error',
  submittingLabel,
  categories,
  categoryLabel,
  categoryHelp,
  categoryRequired = text.categoryRequired,
  categoryAs = 'select',
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
      category: categories && !category ? categoryRequired : undefined,
      reason: reasonProblem(trimmed),
    };
    setProblems(found);
    if (found.category) categoryInput.current?.focus();
    else if (found.reason) reasonInput.current?.focus();
    else onConfirm(trimmed, categories ? category : null);
  };
  const choose = (value: string) => {
    setCategory(value);
    setProblems((p) => ({ ...p, category: undefined }));
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
        // The content scrolls between the title and the buttons on a short screen: the buttons
        // stay on screen on a phone.
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack id={`${id}-body`} spacing={1} sx={{ mb: 2 }}>
            {consequences.map((line) => (
              <Typography key={line} variant={consequencesVariant}>
                {line}
              </Typography>
            ))}
          </Stack>
          <Stack spacing={2}>
            {categories && categoryAs === 'select' && (
              <TextField
                select
                inputRef={categoryInput}
                id={`${id}-category`}
                name="category"
                label={categoryLabel}
                value={category}
                onChange={(event) => choose(event.target.value)}
                required
                fullWidth
                error={problems.category !== undefined}
                helperText={problems.category ?? categoryHelp}
              >
                {categories.map((c) => (
                  <MenuItem key={c.value} value={c.value}>
                    {c.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {categories && categoryAs === 'radios' && (
              <FormControl error={problems.category !== undefined} required component="fieldset">
                <FormLabel component="legend" id={`${id}-category-label`}>
                  {categoryLabel}
                </FormLabel>
                <RadioGroup
                  name="category"
                  value={category}
                  aria-labelledby={`${id}-category-label`}
                  aria-describedby={`${id}-category-help`}
                  onChange={(event) => choose(event.target.value)}
                >
                  {categories.map((c, index) => (
                    <FormControlLabel
                      key={c.value}
                      value={c.value}
                      control={
                        <Radio
                          size="small"
                          autoFocus={index === 0}
                          slotProps={{
                            input: {
                              ref: index === 0 ? categoryInput : undefined,
                              'aria-invalid': problems.category !== undefined,
                            },
                          }}
                        />
                      }
                      label={c.label}
                    />
                  ))}
                </RadioGroup>
                <FormHelperText id={`${id}-category-help`}>
                  {problems.category ?? categoryHelp}
                </FormHelperText>
              </FormControl>
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
              helperText={problems.reason ?? reasonHelp}
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
          <Button
            type="submit"
            variant="contained"
            color={confirmColor}
            disabled={submitting}
            loading={submitting && !submittingLabel}
          >
            {submitting && submittingLabel ? submittingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
