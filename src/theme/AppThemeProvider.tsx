import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';

import { createAppTheme } from './theme';

export interface AppThemeProviderProps {
  children: ReactNode;
  /** A theme to use instead of the association's (tests, experiments). @default createAppTheme() */
  theme?: Theme;
}

/** The association's theme, CSS baseline and bundled Roboto, for the app and for Storybook. */
export function AppThemeProvider({ children, theme }: AppThemeProviderProps) {
  const appTheme = useMemo(() => theme ?? createAppTheme(), [theme]);
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
