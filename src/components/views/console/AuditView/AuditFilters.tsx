import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';

import { AUDIT_ACTIONS } from '../../../../domain/admin';
import { auditActionLabel, auditMessages as m } from '../../../../domain/integrityMessages';

/** The filter form's values: dates as the date inputs give them (YYYY-MM-DD, or empty). */
export interface AuditFilterValues {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilterValues = { actor: '', action: '', from: '', to: '' };

export interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  onApply: () => void;
  onClear: () => void;
  csvHref: string;
  /** Called when the CSV link is used (the container may fetch it with the token instead). */
  onExport?: (event: React.MouseEvent) => void;
}

export function AuditFilters({
  values,
  onChange,
  onApply,
  onClear,
  csvHref,
  onExport,
}: AuditFiltersProps) {
  const set = (key: keyof AuditFilterValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={m.filters}
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 2fr 1fr 1fr' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <TextField id="audit-actor" label={m.actor} value={values.actor} onChange={set('actor')} />
      <TextField
        id="audit-action"
        select
        label={m.action}
        value={values.action}
        onChange={set('action')}
      >
        <MenuItem value="">{m.anyAction}</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {auditActionLabel(action)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="audit-from"
        type="date"
        label={m.from}
        value={values.from}
        onChange={set('from')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id="audit-to"
        type="date"
        label={m.to}
        value={values.to}
        onChange={set('to')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained">
          {m.apply}
        </Button>
        <Button variant="text" onClick={onClear}>
          {m.clear}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" href={csvHref} download onClick={onExport}>
          {m.exportCsv}
        </Button>
      </Box>
    </Box>
  );
}
