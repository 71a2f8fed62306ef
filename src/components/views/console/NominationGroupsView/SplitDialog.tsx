import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { awardsMessages } from '../../../../domain/awardsMessages';
import type { NominationGroup } from '../../../../domain/nominations';

export interface SplitDialogProps {
  group: NominationGroup;
  /** Called with the spellings to take out (at least one, never all). */
  onSplit: (texts: string[]) => void;
  onClose: () => void;
}

const text = awardsMessages.groups;

/** Asks which of a group's spellings are another company; they become a group of their own. */
export function SplitDialog({ group, onSplit, onClose }: SplitDialogProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const titleId = useId();
  const hintId = useId();
  const valid = chosen.length > 0 && chosen.length < group.variants.length;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={hintId} fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {text.splitTitle(group.name)}
      </DialogTitle>
      <DialogContent>
        <Typography id={hintId} sx={{ mb: 1 }}>
          {text.splitHint}
        </Typography>
        <FormGroup>
          {group.variants.map((variant) => (
            <FormControlLabel
              key={variant.text}
              sx={{ overflowWrap: 'anywhere' }}
              control={
                <Checkbox
                  checked={chosen.includes(variant.text)}
                  onChange={(_, checked) =>
                    setChosen((now) =>
                      checked ? [...now, variant.text] : now.filter((t) => t !== variant.text),
                    )
                  }
                />
              }
              label={`${variant.text} (${text.count(variant.count)})`}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button variant="contained" disabled={!valid} onClick={() => onSplit(chosen)}>
          {text.splitConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
