import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import { adminMessages } from '../../../domain/adminMessages';

export interface ConsoleNavItem {
  /** Where the entry goes ('/admin/painel'); a real link, so it opens in a new tab too. */
  href: string;
  label: string;
  /** An icon element shown before the label. */
  icon?: ReactNode;
}

export interface ConsoleLayoutProps {
  /** The console's pages, in menu order (the app's one list of pages feeds this). */
  navItems: ConsoleNavItem[];
  /** href of the page shown: marked `aria-current="page"`. */
  currentHref?: string;
  /** Signed-in operator's name, shown in the bar. */
  operatorName?: string;
  /** 'Sair'. */
  onSignOut: () => void;
  /** The page: its PageHeader (h1) and content, inside `<main>`. */
  children: ReactNode;
  /** MUI system styles for the `<main>` container. @default undefined */
  sx?: SxProps<Theme>;
}

const DRAWER_WIDTH = 232;
const MAIN_ID = 'console-main';

/**
 * Frame of every console page: an app bar (menu button on phones, product name, operator, Sair),
 * the navigation (permanent beside the page from `md`, a drawer below it) and the page in `<main>`.
 */
export function ConsoleLayout({
  navItems,
  currentHref,
  operatorName,
  onSignOut,
  children,
  sx,
}: ConsoleLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);

  const navigation = (
    <Box component="nav" aria-label={adminMessages.app.navLabel}>
      <List>
        {navItems.map((item) => {
          const current = item.href === currentHref;
          return (
            <ListItem key={item.href} disablePadding>
              <ListItemButton
                href={item.href}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={() => setDrawerOpen(false)}
              >
                {item.icon && <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>}
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {adminMessages.app.skipToContent}
      </Box>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={adminMessages.app.menu}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }} noWrap>
            {adminMessages.app.name}
          </Typography>
          {operatorName && (
            <Typography
              variant="body2"
              noWrap
              sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 280 }}
            >
              {adminMessages.app.signedInAs(operatorName)}
            </Typography>
          )}
          <Button color="inherit" onClick={onSignOut} startIcon={<LogoutIcon aria-hidden />}>
            {adminMessages.app.signOut}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {navigation}
        </Drawer>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: DRAWER_WIDTH,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {navigation}
        </Box>
        <Container
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          maxWidth="lg"
          sx={[
            { flexGrow: 1, minWidth: 0, py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
        >
          {children}
        </Container>
      </Box>
    </Box>
  );
}
