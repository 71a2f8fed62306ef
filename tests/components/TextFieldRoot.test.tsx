/**
 * FormField draws TextField's parts without TextField (TextFieldRoot), so it must read the
 * theme's MuiTextField defaultProps as TextField does: the theme is their one source. The variant
 * stays outlined whatever the theme says, because the input inside is an OutlinedInput.
 */
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FormField } from '../../src/components/primitives/FormField';

function renderField(defaultProps: Record<string, unknown>) {
  const theme = createTheme({ components: { MuiTextField: { defaultProps } } });
  render(
    <ThemeProvider theme={theme}>
      <FormField field={{ name: 'nome', value: '', onChange: () => undefined }} label="Nome" />
    </ThemeProvider>,
  );
  const input = screen.getByLabelText('Nome');
  const root = input.closest('.MuiTextField-root');
  if (!root) throw new Error('no MuiTextField-root around the input');
  return { input, root };
}

describe('FormField and the theme’s MuiTextField defaults', () => {
  it('takes the margin and width the theme gives TextField', () => {
    const { root } = renderField({ margin: 'dense', fullWidth: false });
    expect(root).toHaveClass('MuiFormControl-marginDense');
    expect(root).not.toHaveClass('MuiFormControl-fullWidth');
  });

  it('takes the full width the theme gives TextField', () => {
    const { root } = renderField({ fullWidth: true });
    expect(root).toHaveClass('MuiFormControl-fullWidth');
  });

  it('stays outlined when the theme asks TextField for another variant', () => {
    const { input } = renderField({ variant: 'filled' });
    expect(input.closest('.MuiOutlinedInput-root')).not.toBeNull();
    expect(input.closest('.MuiFilledInput-root')).toBeNull();
    expect(screen.getByText('Nome', { selector: 'label' })).toHaveClass('MuiInputLabel-outlined');
  });
});
