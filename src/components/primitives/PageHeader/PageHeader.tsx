import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';

import { messages } from '../../../domain/messages';
import { followPlainClick } from '../../../domain/plainClick';

export interface PageHeaderProps {
  /**
   * The page's h1. null: not known yet (the prerendered frame of /perfil, decision 160): an
   * empty, hidden line in the h1's type keeps its place, so nothing moves when the title arrives.
   */
  title: string | null;
  /** Text under the title (a string is wrapped in a paragraph). */
  subtitle?: ReactNode;
  /** When given, a back arrow named 'Voltar' is shown before the title. */
  onBack?: () => void;
  /**
   * Where the back arrow leads as a plain link: on a prerendered page (/login, /cadastro) it then
   * works before the app has started; a plain click in the app calls `onBack` instead. Absent: a
   * button (an arrow whose way back carries state, as /acesso's does).
   */
  backHref?: string;
  sx?: SxProps<Theme>;
}

/** Top of every screen: optional back arrow, the page's h1 and an optional subtitle. */
export function PageHeader({ title, subtitle, onBack, backHref, sx }: PageHeaderProps) {
  return (
    <Box component="header" sx={[{ mb: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {onBack && (
        <IconButton
          aria-label={messages.app.back}
          {...(backHref === undefined ? {} : { href: backHref })}
          onClick={(event: MouseEvent) =>
            backHref === undefined ? onBack() : followPlainClick(event, onBack)
          }
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
