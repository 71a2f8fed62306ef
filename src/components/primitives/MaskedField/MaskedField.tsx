import type { SxProps, Theme } from '@mui/material/styles';

import {
  CELULAR_MASK,
  CODE_MASK,
  CPF_MASK,
  maskCelular,
  maskCode,
  maskCpf,
  type MaskPattern,
} from '../../../domain/masks';
import { FormField } from '../FormField';
import type { FieldBinding } from '../FormField';

export type MaskKind = 'cpf' | 'celular' | 'code';

interface MaskSpec {
  apply: (value: string) => string;
  pattern: MaskPattern;
  autoComplete: string;
}

const MASKS: Record<MaskKind, MaskSpec> = {
  cpf: { apply: maskCpf, pattern: CPF_MASK, autoComplete: 'off' },
  celular: { apply: maskCelular, pattern: CELULAR_MASK, autoComplete: 'tel-national' },
  code: { apply: maskCode, pattern: CODE_MASK, autoComplete: 'one-time-code' },
};

/** The mask pattern written with zeros, as the field's placeholder (999.999.999-99 → 000.000.000-00). */
const maskPlaceholder = (kind: MaskKind): string => MASKS[kind].pattern.replaceAll('9', '0');

export interface MaskedFieldProps {
  /** cpf: 000.000.000-00, celular: (00) 00000-0000, code: 000000. */
  mask: MaskKind;
  /** The binding receives the masked text on every change (typing and paste). */
  field: FieldBinding;
  label: string;
  /** Called when Enter is pressed in the field. */
  onEnter?: () => void;
  /**
   * Browser autofill hint, instead of the mask's own (CPF: 'off'; celular: 'tel-national'; code:
   * 'one-time-code'). /login's CPF is 'username', so browsers and password managers can offer it
   * (WCAG 3.3.8). @default the mask's
   */
  autoComplete?: string;
  /** @default false */
  autoFocus?: boolean;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  required?: boolean;
  /** See FormField. @default true */
  requiredMark?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A FormField that keeps its value in a digit mask: non-digits are dropped, separators are
 * inserted as digits arrive and extra digits are cut off, whether typed or pasted.
 */
export function MaskedField({
  mask,
  field,
  label,
  onEnter,
  autoComplete,
  autoFocus = false,
  disabled = false,
  required = false,
  requiredMark = true,
  sx,
}: MaskedFieldProps) {
  const spec = MASKS[mask];
  return (
    <FormField
      field={field}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete ?? spec.autoComplete}
      placeholder={maskPlaceholder(mask)}
      onValueChange={(value) => field.onChange(spec.apply(value))}
      onEnter={onEnter}
      autoFocus={autoFocus}
      disabled={disabled}
      required={required}
      requiredMark={requiredMark}
      sx={sx}
    />
  );
}
