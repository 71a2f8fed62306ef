import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';

import { AuthLayout } from '../AuthLayout';
import { PageHeader, type PageHeaderProps } from '../PageHeader';

export interface SignInFormProps extends Pick<
  PageHeaderProps,
  'title' | 'subtitle' | 'backHref' | 'onBack'
> {
  /** The one field: the voter's CPF, the operator's e-mail, or the code sent to either. */
  children: ReactNode;
  /** The submit button's label (ENTRAR, ACESSAR, 'Enviar código'…). */
  submitLabel: string;
  /** The submit button or Enter in the field; never while `submitting`. */
  onSubmit: () => void;
  /** Disables submitting again and shows the submit button's spinner. @default false */
  submitting?: boolean;
  /**
   * News above the form (the account just created, where the code went), in a polite live region
   * that is always there, so a change is read out. @default undefined
   */
  notice?: ReactNode;
  /** A failure not tied to the field, as an alert at the top of the form. @default undefined */
  error?: string;
  /** Under the submit button: CRIAR CONTA, 'Enviar o código novamente.', … @default undefined */
  actions?: ReactNode;
  /** MUI system styles for the screen's card. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * The sign-in screens' block (/login, /acesso, /admin/login): the card, the page's h1, news in a
 * live region, and a real form with one field and its submit button, then further actions. Enter
 * in the field or the button submits once, never while `submitting`. `method="post"`: a form
 * posted before the app has hydrated a prerendered page gets the server's 303 back to the page,
 * so nothing typed lands in an address (docs/architecture.md#api-calls-and-statuses).
 */
export function SignInForm({
  children,
  submitLabel,
  onSubmit,
  submitting = false,
  notice,
  error,
  actions,
  sx,
  ...header
}: SignInFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <AuthLayout sx={sx}>
      <PageHeader {...header} />
      <Box aria-live="polite" sx={{ mb: notice ? 3 : 0 }}>
        {notice}
      </Box>
      <Stack component="form" method="post" noValidate onSubmit={handleSubmit} spacing={3}>
        {error && <Alert severity="error">{error}</Alert>}
        {children}
        <Stack spacing={1.5}>
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            {submitLabel}
          </Button>
          {actions}
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
