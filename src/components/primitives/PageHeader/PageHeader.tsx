import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { messages } from '../../../domain/messages';

export interface PageHeaderProps {
  /**
   * The page's h1. null: not known yet (the prerendered frame of /perfil, decision 160): an
   * empty, hidden line in the h1's type keeps its place, so nothing moves when the title arrives.
   */
  title: string | null;
  /** Text under the title (a string is wrapped in a paragraph). */
  subtitle?: ReactNode;
  /**
   * Where the back arrow ('Voltar', before the title) leads: a link, so on a prerendered page
   * (/login, /cadastro) it works before the app has started (the theme's link follows it in the
   * app).
   */
  backHref?: string;
  /** The back arrow as a button instead (a way back that carries state, as /acesso's does). */
  onBack?: () => void;
  sx?: SxProps<Theme>;
}

/** Top of every screen: optional back arrow, the page's h1 and an optional subtitle. */
export function PageHeader({ title, subtitle, onBack, backHref, sx }: PageHeaderProps) {
  return (
    <Box component="header" sx={[{ mb: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {(backHref ?? onBack) && (
        <IconButton
          aria-label={messages.app.back}
          {...(backHref === undefined ? {} : { href: backHref })}
          onClick={onBack}
          edge="start"
          color="primary"
          sx={{ mb: 1 }}
        >
          <ArrowBackIcon />
        </IconButton>
      )}
      {title === null ? (
        <Typography
          variant="h1"
          component="p"
          aria-hidden
          sx={{ overflowWrap: 'anywhere', visibility: 'hidden' }}
        >
          {'\u00a0'}
        </Typography>
      ) : (
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      )}
      {subtitle !== undefined &&
        (typeof subtitle === 'string' ? (
          <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        ) : (
          <Box sx={{ mt: 1, color: 'text.secondary' }}>{subtitle}</Box>
        ))}
    </Box>
  );
}
