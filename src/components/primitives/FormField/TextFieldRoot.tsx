import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import { styled, useThemeProps } from '@mui/material/styles';

const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

export interface TextFieldRootProps extends FormControlProps {
  /** The input's id: the label's `for`, and the base of the label's own id. */
  inputId: string;
  /** Visible label (none when empty, as TextField). */
  label: string;
}

/**
 * TextField's root and label, without TextField. MUI's TextField statically imports Select (and
 * with it Menu, Popover, List…), Input and FilledInput, which an outlined text box never renders:
 * every voter page downloaded them (12 kB gzip on /login). FormField and SearchField compose the
 * parts TextField renders for the outlined variant (this root and label, then OutlinedInput and
 * FormHelperText), as MUI's docs describe, with the same markup; the root keeps TextField's name
 * (`MuiTextField-root`, theme style overrides of MuiTextField) and reads the theme's MuiTextField
 * defaultProps as TextField does (full width, margin), so the theme stays their one source. The
 * variant is always outlined: the input inside is an OutlinedInput.
 */
export function TextFieldRoot(inProps: TextFieldRootProps) {
  const { inputId, label, children, ...props } = useThemeProps({
    props: inProps,
    name: 'MuiTextField',
  });
  return (
    <Root className="MuiTextField-root" {...props} variant="outlined">
      {label !== '' && (
        <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
          {label}
        </InputLabel>
      )}
      {children}
    </Root>
  );
}
