import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { useInFlightRequests } from '../api/loading';
import { FeedbackProvider } from '../containers/feedback';
import { AppThemeProvider } from '../theme';

import { DeferredLoadingOverlay } from './DeferredLoadingOverlay';
import { SessionProvider } from './SessionProvider';

/**
 * The one loading overlay (spec section 2): open while any API request is in flight. Its code
 * loads with the first request, not with the first screen.
 */
export function GlobalLoadingOverlay() {
  const inFlight = useInFlightRequests();
  return <DeferredLoadingOverlay open={inFlight > 0} />;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Passed to the notification; null keeps messages until closed (stories). @default 6000 */
  notificationAutoHideMs?: number | null;
  /** @default createAppTheme() (still under automation: stories, component tests) */
  theme?: Theme;
}

/**
 * Everything around the router: theme, session watcher, notifications + info dialog, and the
 * loading overlay. Also used by the container stories and component tests.
 */
export function AppProviders({
  children,
  notificationAutoHideMs = 6000,
  theme,
}: AppProvidersProps) {
  return (
    <AppThemeProvider theme={theme}>
      <SessionProvider>
        <FeedbackProvider autoHideDuration={notificationAutoHideMs}>
          {children}
          <GlobalLoadingOverlay />
        </FeedbackProvider>
      </SessionProvider>
    </AppThemeProvider>
  );
}
