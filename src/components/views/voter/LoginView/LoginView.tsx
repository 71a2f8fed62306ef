import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { messages } from '../../../../domain/messages';
import type { FieldBinding } from '../../../primitives/FormField';
import { MaskedField } from '../../../primitives/MaskedField';
import { SignInForm } from '../../../primitives/SignInForm';

export interface LoginViewProps {
  cpf: FieldBinding;
  /** ENTRAR or Enter in the CPF field. */
  onSubmit: () => void;
  /** Where the back arrow leads (a link, as CRIAR CONTA). @default '/' */
  backHref?: string;
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
  backHref = '/',
  submitting = false,
  notice,
  sx,
}: LoginViewProps) {
  return (
    <SignInForm
      title={messages.login.heading}
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
      // role="status": announced once when the page opens after CADASTRAR, without taking focus.
      notice={
        notice && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )
      }
      submitLabel={messages.login.submit}
      onSubmit={onSubmit}
      submitting={submitting}
      actions={
        <Button
          variant="outlined"
          size="large"
          fullWidth
          // A link, so on the prerendered page it works before the app has started (a slow
          // phone), and Ctrl/⌘-click opens a new tab.
          href="/cadastro"
          // MUI draws a disabled link with aria-disabled only: it must go nowhere either.
          onClick={(event) => {
            if (submitting) event.preventDefault();
          }}
          disabled={submitting}
        >
          {messages.login.createAccount}
        </Button>
      }
      sx={sx}
    >
      <MaskedField
        mask="cpf"
        field={cpf}
        label={messages.login.cpfLabel}
        // The account's name for browsers and password managers (WCAG 3.3.8, issue 40 §9).
        autoComplete="username"
      />
    </SignInForm>
  );
}
