import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';

import { adminMessages } from '../../../domain/adminMessages';
import { CATALOG_NAME_MAX, catalogNameProblem } from '../../../domain/catalogName';

export interface NameDialogProps {
  title: string;
  label: string;
  initialValue?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

const { catalog: text } = adminMessages;

/** Asks for one name (add or rename); checks it by the catalogue's name rule before answering. */
export function NameDialog({
  title,
  label,
  initialValue = '',
  onSubmit,
  onClose,
}: NameDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = catalogNameProblem(value);
    if (problem === 'empty') return setError(text.nameRequired);
    if (problem === 'tooLong') return setError(text.nameTooLong(CATALOG_NAME_MAX));
    if (problem === 'hidden') return setError(text.nameHidden);
    if (problem === 'unprintable') return setError(text.nameUnprintable);
    if (problem === 'mixedScripts') return setError(text.nameMixedScripts);
    onSubmit(value.trim());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
            slotProps={{
              htmlInput: {
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? errorId : undefined,
              },
              formHelperText: { id: errorId },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained">
            {text.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
