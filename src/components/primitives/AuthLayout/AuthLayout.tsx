import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { messages } from '../../../domain/messages';
import { brandLogo } from '../../../theme/brand';

export interface AuthLayoutProps {
  /** The screen: usually a PageHeader (the page's h1) and a form. */
  children: ReactNode;
  /** MUI system styles for the card that holds the screen. @default undefined */
  sx?: SxProps<Theme>;
}

/** Width of the sign-in card on larger screens: one comfortable column of fields. */
const CARD_MAX_WIDTH = 440;

/**
 * Frame of the public screens (login, cadastro, acesso): the association's logo over a centred
 * card inside the page's `<main>`. On a phone the card fills the width without a border.
 */
export function AuthLayout({ children, sx }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { xs: 'flex-start', sm: 'center' },
        px: { xs: 0, sm: 2 },
        py: { xs: 2, sm: 4 },
        bgcolor: 'background.default',
      }}
    >
      <Paper
        variant="outlined"
        sx={[
          {
            width: '100%',
            maxWidth: CARD_MAX_WIDTH,
            px: { xs: 2.5, sm: 4 },
            py: { xs: 2, sm: 4 },
            border: { xs: 'none', sm: 1 },
            borderColor: { sm: 'divider' },
            bgcolor: { xs: 'transparent', sm: 'background.paper' },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <Box
          component="img"
          {...brandLogo}
          alt={messages.landing.logoAlt}
          sx={{ display: 'block', mx: 'auto', mb: 2, width: { xs: 72, sm: 96 }, height: 'auto' }}
        />
        {children}
      </Paper>
    </Box>
  );
}
