export { AppThemeProvider, type AppThemeProviderProps } from './AppThemeProvider';
export { isAutomated, prefersReducedMotion } from './automation';
export { brandColors } from './palette';
export { createAppTheme, robotoFontFace, type AppThemeOptions } from './theme';
export { visuallyHidden } from './visuallyHidden';
