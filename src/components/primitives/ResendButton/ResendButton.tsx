import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ResendButtonProps {
  /** The button's text ('Enviar o código novamente.', for voters and in the console). */
  label: string;
  /** The wait beside the disabled button ('Aguarde 12 s para reenviar.'). */
  waitText: (seconds: number) => string;
  /** Seconds left of the server's cool-down; while > 0 the button is disabled and the wait shown. */
  secondsLeft: number;
  onResend: () => void;
  /** Disabled for another reason (a request running). @default false */
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A code's resend button with the server's cool-down beside it (decision 116): disabled while the
 * seconds run, described by the wait, which is a polite live region, always rendered so screen
 * readers track it and empty once the cool-down is over. /acesso and /admin/login use it.
 */
export function ResendButton({
  label,
  waitText,
  secondsLeft,
  onResend,
  disabled = false,
  sx,
}: ResendButtonProps) {
  const waitId = useId();
  const coolingDown = secondsLeft > 0;
  return (
    <Box
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          columnGap: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Button
        variant="text"
        onClick={onResend}
        disabled={coolingDown || disabled}
        aria-describedby={coolingDown ? waitId : undefined}
        sx={{ textTransform: 'none' }}
      >
        {label}
      </Button>
      <Typography id={waitId} variant="body2" color="text.secondary" aria-live="polite">
        {coolingDown ? waitText(secondsLeft) : ''}
      </Typography>
    </Box>
  );
}
