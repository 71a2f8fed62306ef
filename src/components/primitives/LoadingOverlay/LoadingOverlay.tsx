import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { messages } from '../../../domain/messages';
import { visuallyHidden } from '../../../theme/visuallyHidden';

export interface LoadingOverlayProps {
  /** Shows the overlay, blocking interaction and announcing the wait to screen readers. */
  open: boolean;
  /** @default 'Carregando...' */
  label?: string;
  /** MUI system styles for the backdrop. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * Global wait indicator: a full-screen backdrop above everything (dialogs included) that blocks
 * pointer interaction while a request runs, and a polite status message for screen readers.
 *
 * The status region stays mounted and only its text changes: live regions announce changes to
 * content they already hold, not regions that appear.
 */
export function LoadingOverlay({ open, label = messages.app.loading, sx }: LoadingOverlayProps) {
  return (
    <>
      <Box role="status" aria-live="polite" aria-atomic sx={visuallyHidden}>
        {open ? label : ''}
      </Box>
      <Backdrop
        open={open}
        aria-busy={open}
        data-testid="loading-overlay"
        sx={[
          (theme) => ({
            zIndex: theme.zIndex.tooltip + 1,
            flexDirection: 'column',
            gap: 2,
            backgroundColor: 'rgba(7, 23, 40, 0.78)',
          }),
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {/* Seen, not read: the status region above says it once (a labelled progressbar here
            would say it again, outside any landmark). */}
        <CircularProgress aria-hidden sx={{ color: 'common.white' }} />
        <Typography component="p" variant="h4" aria-hidden sx={{ color: 'common.white' }}>
          {label}
        </Typography>
      </Backdrop>
    </>
  );
}
