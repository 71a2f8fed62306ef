/**
 * Brand colours of the association, the one source (issue 41 §2): the web theme
 * (src/theme/palette.ts re-exports them), the winners' seal and the server's plain pages draw
 * with these; nothing copies a hex value. Every text/background pair used by the theme meets WCAG AA
 * (4.5:1) — axe runs on every story and fails on contrast, so change these with a contrast checker.
 */
export const brandColors = {
  /** Civic blue: primary actions, headings accents, focus. 8.4:1 against white. */
  blue: '#0B4F8C',
  blueLight: '#3D7AB8',
  blueDark: '#07375F',
  /** Civic green: secondary actions, success. 6.5:1 against white. */
  green: '#1E6B3C',
  greenLight: '#4C9A68',
  greenDark: '#134A29',
  /** Warm accent (amber): highlights only; text on it is ink (7.2:1). */
  amber: '#E8A317',
  amberLight: '#F7C948',
  amberDark: '#B37A00',
  /** Ink for text: 14.6:1 on the page background. */
  ink: '#1A2430',
  /** Secondary text: 7:1 on the page background. */
  inkMuted: '#4A5664',
  /** Placeholders (mask patterns): 5.5:1 on white. */
  inkSubtle: '#5D6B7A',
  /** Page background: a cool off-white. */
  page: '#F4F7FB',
  paper: '#FFFFFF',
  /** Errors: 6.5:1 against white. */
  red: '#B3261E',
  /** Informational blue, darker than MUI's default so white text on it stays AA (6.7:1). */
  infoBlue: '#0B5CAD',
  /** Warnings: 6:1 against white. */
  orange: '#9A4F00',
  divider: '#D5DDE7',
  /**
   * Text fields' borders (WCAG 1.4.11: 3:1 for what shows a control is there): 3.7:1 against
   * white, 3.4:1 against the page. MUI's own (23 % black) was 1.6:1 (issue 40 §9).
   */
  fieldBorder: '#7A8796',
} as const;
