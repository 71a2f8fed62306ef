import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, type FormEvent } from 'react';

import { AUDIT_ACTIONS } from '../../../../domain/admin';
import { maskDay } from '../../../../domain/electionWindow';
import { auditActionLabel, auditMessages as m } from '../../../../domain/integrityMessages';

/**
 * The filter form's values: dates as typed, "dd/mm/aaaa" with the mask the Eleição page uses
 * (issue 40 §7), or empty.
 */
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
  /** A date that is no real day ('Data inválida. Use dia, mês e ano.'). @default {} */
  errors?: Partial<Record<'from' | 'to', string>>;
}

const NO_ERRORS: Partial<Record<'from' | 'to', string>> = {};

export function AuditFilters({
  values,
  onChange,
  onApply,
  onClear,
  csvHref,
  onExport,
  errors = NO_ERRORS,
}: AuditFiltersProps) {
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  // A date refused on 'Filtrar' takes the focus, as a form's first failing field does.
  useEffect(() => {
    if (errors.from) fromRef.current?.focus();
    else if (errors.to) toRef.current?.focus();
  }, [errors]);
  const set = (key: keyof AuditFilterValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [key]: event.target.value });
  const setDay = (key: 'from' | 'to') => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [key]: maskDay(event.target.value) });
  const day = (key: 'from' | 'to', label: string) => (
    <TextField
      id={`audit-${key}`}
      label={label}
      value={values[key]}
      onChange={setDay(key)}
      placeholder="dd/mm/aaaa"
      error={Boolean(errors[key])}
      helperText={errors[key]}
      inputRef={key === 'from' ? fromRef : toRef}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', 'aria-invalid': errors[key] ? true : undefined },
      }}
    />
  );
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
      {day('from', m.from)}
      {day('to', m.to)}
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
