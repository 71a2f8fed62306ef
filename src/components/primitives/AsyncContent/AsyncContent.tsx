import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { messages } from '../../../domain/messages';

/** Where a piece of loaded content stands. */
export type AsyncStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface AsyncContentProps {
  /**
   * 'loading': a spinner and `loadingLabel`; 'error': `errorMessage` in an error alert, with
   * `retryLabel` when `onRetry` is given; 'empty': `empty`; 'ready': `children`.
   */
  status: AsyncStatus;
  /** The words beside the spinner. @default messages.app.loading ('Carregando...') */
  loadingLabel?: string;
  /** What failed. @default messages.app.loadFailed */
  errorMessage?: ReactNode;
  /** Tries again; without it the error alert has no button. @default undefined */
  onRetry?: () => void;
  /** The retry button's label. @default messages.app.retry ('Tentar novamente') */
  retryLabel?: string;
  /**
   * What an empty answer shows: a string is muted text, any other node is shown as given (an
   * info alert, a call to action). @default messages.app.nothingYet
   */
  empty?: ReactNode;
  /** The content, rendered only when `status` is 'ready'. */
  children?: ReactNode;
  /** MUI system styles for the root (the live region around every state). @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * Loading, failed-with-retry, empty or the content: the one presentation of a screen's loaded data,
 * inside a polite live region that is `aria-busy` while loading (its changes are announced once
 * the answer is in).
 *
 * Why a `status` prop and not the standard pieces alone: MUI gives the parts (CircularProgress,
 * Alert, Skeleton) but no switch between them, and React's `<Suspense>` plus an error boundary
 * cover "still loading" and "threw" only for data read by suspending (`use()` on a cached promise,
 * a route loader): it has no "empty" and no retry. Our containers load with axios in effects and
 * hold the status themselves, and components here take props only (no data, no router): so the
 * container says which state, this draws it, and every state is a story with plain args (play
 * function, axe, visual baseline). Were a screen to move to suspending data, this component's
 * loading and error presentations would be its Suspense fallback and its boundary's element.
 */
export function AsyncContent({
  status,
  loadingLabel = messages.app.loading,
  errorMessage = messages.app.loadFailed,
  onRetry,
  retryLabel = messages.app.retry,
  empty = messages.app.nothingYet,
  children,
  sx,
}: AsyncContentProps) {
  return (
    <Box aria-live="polite" aria-busy={status === 'loading'} sx={sx}>
      {status === 'loading' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          {/* Seen, not read: the words beside it say it. */}
          <CircularProgress size={24} aria-hidden />
          <Typography>{loadingLabel}</Typography>
        </Stack>
      )}
      {status === 'error' && (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {retryLabel}
              </Button>
            )
          }
        >
          {errorMessage}
        </Alert>
      )}
      {status === 'empty' &&
        (typeof empty === 'string' ? (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {empty}
          </Typography>
        ) : (
          empty
        ))}
      {status === 'ready' && children}
    </Box>
  );
}
