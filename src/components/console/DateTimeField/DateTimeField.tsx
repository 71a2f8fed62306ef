import type { SxProps, Theme } from '@mui/material/styles';

import { adminMessages } from '../../../domain/adminMessages';
import { FormField, type FieldBinding } from '../../primitives/FormField';

export interface DateTimeFieldProps {
  /** "01/12/2026 08:00" in São Paulo time, masked by the container (maskElectionDate). */
  field: FieldBinding;
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Shown under the field when there is no error. */
  hint?: string;
  /** @default false */
  required?: boolean;
  /** Shown and focusable, not editable (a date that can no longer change). @default false */
  readOnly?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A console date-and-time field (the election's and the nominations' windows): typed as
 * "dd/mm/aaaa hh:mm" on a numeric keyboard, the container owning value, mask and checks.
 */
export function DateTimeField({
  field,
  label,
  hint,
  required = false,
  readOnly = false,
  sx,
}: DateTimeFieldProps) {
  return (
    <FormField
      field={field}
      label={label}
      inputMode="numeric"
      placeholder={adminMessages.election.form.datePlaceholder}
      hint={hint}
      required={required}
      readOnly={readOnly}
      sx={sx}
    />
  );
}
