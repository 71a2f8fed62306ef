import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import {
  useEffect,
  useEffectEvent,
  useRef,
  type HTMLAttributes,
  type HTMLInputTypeAttribute,
  type KeyboardEvent,
  type Ref,
} from 'react';

import { TextFieldRoot } from './TextFieldRoot';

/** What a container hands a form field: value, change/blur handlers and the error to show. */
export interface FieldBinding {
  /** Field name, also the input's `name` and the base of its `id`. */
  name: string;
  /** Current (masked, for masked fields) value. */
  value: string;
  /** Called with the new value; masked fields pass the already-masked text. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Error message; when set the field is `aria-invalid` and the text is its helper text. */
  error?: string;
  /** Lets the container focus the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

export interface FormFieldProps {
  /** Value, handlers and error from the container (Formik). */
  field: FieldBinding;
  /** Visible label, also the input's accessible name. */
  label: string;
  /** @default 'text' */
  type?: HTMLInputTypeAttribute;
  /** Browser autofill hint (e.g. 'name', 'email', 'tel'). */
  autoComplete?: string;
  /** Virtual keyboard hint (e.g. 'numeric', 'email', 'tel'). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Called when Enter is pressed in the field (the form's submit). */
  onEnter?: () => void;
  /** @default false */
  autoFocus?: boolean;
  /** Hint shown inside the empty, focused field. */
  placeholder?: string;
  /** Longest value accepted by the input. */
  maxLength?: number;
  /** @default false */
  disabled?: boolean;
  /** Shown and focusable, not editable (a value that can no longer change). @default false */
  readOnly?: boolean;
  /** @default false */
  required?: boolean;
  /**
   * A required field's label carries MUI's asterisk. false: required for assistive technology
   * only (`aria-required`), for a form that says once, in words, that every field is required
   * (/cadastro). @default true
   */
  requiredMark?: boolean;
  /** Shown under the field when there is no error. */
  hint?: string;
  /** Custom change handler: receives the raw text (MaskedField masks it before it reaches the binding). */
  onValueChange?: (value: string) => void;
  /** A text area (Enter adds a line; give no onEnter). @default false */
  multiline?: boolean;
  /** Rows shown when multiline. */
  minRows?: number;
  sx?: SxProps<Theme>;
}

/**
 * A labelled text field bound to a FieldBinding: the container owns value and validation,
 * this shows them (error text linked with aria-describedby) and submits on Enter.
 */
export function FormField({
  field,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  onEnter,
  autoFocus = false,
  placeholder,
  maxLength,
  disabled = false,
  readOnly = false,
  required = false,
  requiredMark = true,
  hint,
  onValueChange,
  multiline = false,
  minRows,
  sx,
}: FormFieldProps) {
  const id = `field-${field.name}`;
  const helperId = `${id}-helper`;
  const hasError = Boolean(field.error);
  const helperText = hasError ? field.error : hint;

  const change = onValueChange ?? field.onChange;
  // Text typed into the prerendered page before the app hydrated is in the DOM, not in the
  // container's state: the field adopts it once mounted (decision 160), through the same handler
  // as typing, so masks apply.
  const input = useRef<HTMLInputElement>(null);
  const adoptTypedValue = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== field.value) change(typed);
  });
  useEffect(() => adoptTypedValue(), []);
  const inputRef = useForkRef(input, field.inputRef);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    }
  };

  return (
    <TextFieldRoot
      inputId={id}
      label={label}
      error={hasError}
      disabled={disabled}
      required={required && requiredMark}
      onKeyDown={handleKeyDown}
      sx={sx}
    >
      <OutlinedInput
        id={id}
        name={field.name}
        label={label}
        type={type}
        value={field.value}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
        inputRef={inputRef}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        fullWidth
        multiline={multiline}
        minRows={minRows}
        readOnly={readOnly}
        inputProps={{
          inputMode,
          maxLength,
          'aria-invalid': hasError || undefined,
          'aria-required': (required && !requiredMark) || undefined,
          'aria-describedby': helperText ? helperId : undefined,
        }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </TextFieldRoot>
  );
}
