import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { FormEvent, MouseEvent } from 'react';

import { messages } from '../../../../domain/messages';
import { followPlainClick } from '../../../../domain/plainClick';
import { AuthLayout } from '../../../primitives/AuthLayout';
import type { FieldBinding } from '../../../primitives/FormField';
import { MaskedField } from '../../../primitives/MaskedField';
import { PageHeader } from '../../../primitives/PageHeader';

export interface LoginViewProps {
  cpf: FieldBinding;
  /** ENTRAR or Enter in the CPF field. */
  onSubmit: () => void;
  /** CRIAR CONTA: goes to /cadastro. */
  onCreateAccount: () => void;
  /**
   * Where CRIAR CONTA leads as a plain link ('/cadastro'): the page is prerendered, so before the
   * app has started (a slow phone) the link already works; a plain click in the app calls
   * `onCreateAccount` instead, and Ctrl/⌘-click opens a new tab.
   */
  createAccountHref: string;
  /** Back arrow: goes to /. */
  onBack: () => void;
  /** Where the back arrow leads as a plain link ('/'), so it works before the app starts. */
  backHref: string;
  /** Disables the buttons while a request runs. @default false */
  submitting?: boolean;
  /** A confirmation above the form ('Conta criada. …' right after CADASTRAR). */
  notice?: string;
  /** MUI system styles for the screen's card. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * /login: 'Olá', the CPF field and ENTRAR / CRIAR CONTA. A real form: Enter in the CPF field and
 * ENTRAR both submit it, once, and never while `submitting`. An optional `notice` (the account was
 * just created) shows above the form.
 */
export function LoginView({
  cpf,
  onSubmit,
  onCreateAccount,
  createAccountHref,
  onBack,
  backHref,
  submitting = false,
  notice,
  sx,
}: LoginViewProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <AuthLayout sx={sx}>
      <PageHeader
        title={messages.login.heading}
        onBack={onBack}
        backHref={backHref}
        subtitle={
          <>
            <Typography variant="subtitle1" component="p" sx={{ color: 'text.primary' }}>
              {messages.login.subheading}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {messages.login.instructions}
            </Typography>
          </>
        }
      />
      {notice && (
        // role="status": announced once when the page opens after CADASTRAR, without taking focus.
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {notice}
        </Alert>
      )}
      <Stack component="form" method="post" noValidate onSubmit={handleSubmit} spacing={3}>
        <MaskedField
          mask="cpf"
          field={cpf}
          label={messages.login.cpfLabel}
          // The account's name for browsers and password managers (WCAG 3.3.8, issue 40 §9).
          autoComplete="username"
        />
        <Stack spacing={1.5}>
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
            {messages.login.submit}
          </Button>
          <Button
            variant="outlined"
            size="large"
            fullWidth
            href={createAccountHref}
            onClick={(event: MouseEvent) => {
              // MUI draws a disabled link with aria-disabled only: it must go nowhere either.
              if (submitting) event.preventDefault();
              else followPlainClick(event, onCreateAccount);
            }}
            disabled={submitting}
          >
            {messages.login.createAccount}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
