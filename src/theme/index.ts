export { AppThemeProvider, type AppThemeProviderProps } from './AppThemeProvider';
export { isAutomated, prefersReducedMotion } from './automation';
export { brandColors } from './palette';
export { createAppTheme, type AppThemeOptions } from './theme';
export { visuallyHidden } from './visuallyHidden';
