import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { messages } from '../../../domain/messages';

export interface AuthCheckProps {
  /** @default 'Verificando autenticação...' */
  label?: string;
  sx?: SxProps<Theme>;
}

/** Shown by protected routes while the session is checked: a centred spinner and its label. */
export function AuthCheck({ label = messages.app.checkingAuth, sx }: AuthCheckProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={[
        {
          minHeight: '60vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          p: 3,
          textAlign: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
