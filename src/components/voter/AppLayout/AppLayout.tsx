import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { messages } from '../../../domain/messages';
import { brandLogo } from '../../../theme/brand';

export interface AppLayoutProps {
  /** The screen: a PageHeader (the page's h1) and its content, rendered inside `<main>`. */
  children: ReactNode;
  /** MUI system styles for the `<main>` container. @default undefined */
  sx?: SxProps<Theme>;
  /** 'Sair' in the app bar: the container ends the session and goes to /login. Absent: no button. */
  onSignOut?: () => void;
}

/**
 * Frame of the signed-in screens (perfil, empresas) and the public results: an app bar with the
 * association's logo and the product name, a link to / ('Sair' at the right when `onSignOut` is
 * given), then the screen in a `<main>` no wider than the `md` breakpoint.
 */
export function AppLayout({ children, sx, onSignOut }: AppLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 1.5 }}>
          {/* The logo and name lead home, as on most sites (issue 40 §5: /resultados had no way
              back to /). A plain link, not the theme's router link: / is HTML that runs no app. */}
          <Link
            component="a"
            href="/"
            aria-label={messages.app.homeLink}
            color="inherit"
            underline="none"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              minHeight: 44,
              borderRadius: 1,
              // The theme's blue focus ring would vanish on the blue bar.
              '&:focus-visible': { outline: '3px solid', outlineColor: 'common.white' },
            }}
          >
            <Box
              component="img"
              {...brandLogo}
              alt={messages.landing.logoAlt}
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                bgcolor: 'common.white',
                p: 0.25,
                flexShrink: 0,
              }}
            />
            <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
              {messages.app.name}
            </Typography>
          </Link>
          {onSignOut && (
            <Button
              color="inherit"
              onClick={onSignOut}
              startIcon={<LogoutIcon aria-hidden />}
              sx={{
                ml: 'auto',
                textTransform: 'none',
                fontWeight: 700,
                // The theme's blue focus ring would vanish on the blue bar.
                '&.Mui-focusVisible': { outlineColor: 'common.white' },
              }}
            >
              {messages.app.signOut}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        maxWidth="md"
        sx={[
          { flexGrow: 1, py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {children}
      </Container>
    </Box>
  );
}
