import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import { styled } from '@mui/material/styles';

const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/**
 * TextField's root, without TextField. MUI's TextField statically imports Select (and with it
 * Menu, Popover, List…), Input and FilledInput, which an outlined text box never renders: every
 * voter page downloaded them (12 kB gzip on /login). FormField and SearchField compose the parts
 * TextField renders for the outlined variant (this root, InputLabel, OutlinedInput,
 * FormHelperText), as MUI's docs describe, with the same markup; the root keeps TextField's name
 * (`MuiTextField-root`, theme style overrides of MuiTextField). The theme's MuiTextField
 * defaultProps do not reach it: the outlined, full-width defaults are set here.
 */
export function TextFieldRoot(props: FormControlProps) {
  return <Root className="MuiTextField-root" variant="outlined" fullWidth {...props} />;
}
