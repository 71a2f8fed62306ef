import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { awardsMessages } from '../../../../domain/awardsMessages';
import type { NominationGroup } from '../../../../domain/nominations';

export interface GroupRowProps {
  group: NominationGroup;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  finalist: boolean;
  onFinalist: (finalist: boolean) => void;
  /** Tied with others at the finalists' last place. */
  tied: boolean;
  /** Nothing can change (the ballot is published, or a call is under way). */
  readOnly: boolean;
  onRename: () => void;
  onSplit: () => void;
}

const text = awardsMessages.groups;

/**
 * One group: a checkbox to select it for merging, its name, count and spellings, whether it is a
 * finalist, and Renomear / Separar (described by the group's name: many rows share the labels).
 */
export function GroupRow({
  group,
  selected,
  onSelect,
  finalist,
  onFinalist,
  tied,
  readOnly,
  onRename,
  onSplit,
}: GroupRowProps) {
  const nameId = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'flex-start',
        gap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: finalist ? 'action.hover' : undefined,
      }}
    >
      <Checkbox
        checked={selected}
        disabled={readOnly}
        onChange={(_, checked) => onSelect(checked)}
        slotProps={{ input: { 'aria-label': text.select(group.name) } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ flex: { xs: '1 1 calc(100% - 64px)', sm: '1 1 0' }, minWidth: 0 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={nameId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          <Typography component="span" color="text.secondary">
            {text.count(group.count)}
          </Typography>
          {tied && <Chip size="small" color="warning" label={text.tie} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {text.variants(group.variants.length)}: {group.variants.map((v) => v.text).join(' · ')}
        </Typography>
      </Box>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5, ml: { xs: 5, sm: 0 } }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={finalist}
              disabled={readOnly}
              onChange={(_, checked) => onFinalist(checked)}
              slotProps={{ input: { 'aria-describedby': nameId } }}
            />
          }
          label={text.finalist}
        />
        <Button size="small" disabled={readOnly} onClick={onRename} aria-describedby={nameId}>
          {text.rename}
        </Button>
        {group.variants.length > 1 && (
          <Button size="small" disabled={readOnly} onClick={onSplit} aria-describedby={nameId}>
            {text.split}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
