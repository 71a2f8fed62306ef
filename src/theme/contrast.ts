import type { Theme } from '@mui/material/styles';

import { brandColors } from './palette';

/** A colour that shows a control or a state, and what it sits on (WCAG 1.4.11: 3:1). */
export interface NonTextPair {
  label: string;
  front: string;
  back: string;
}

/**
 * The theme's non-text pairs: what must stand 3:1 against its background for a control or a
 * state to be seen (issue 40 §9). tests/unit/theme/contrast.test.ts checks them; the colours page
 * of the library shows them with their ratios.
 */
export function NON_TEXT_PAIRS(theme: Theme): NonTextPair[] {
  const { palette } = theme;
  return [
    {
      label: 'text field border on a card',
      front: brandColors.fieldBorder,
      back: palette.background.paper,
    },
    {
      label: 'text field border on the page',
      front: brandColors.fieldBorder,
      back: palette.background.default,
    },
    {
      label: 'focus ring on the page',
      front: palette.primary.main,
      back: palette.background.default,
    },
    { label: 'focus ring on a card', front: palette.primary.main, back: palette.background.paper },
    {
      label: 'unchecked checkbox on a card',
      front: palette.text.secondary,
      back: palette.background.paper,
    },
    {
      label: 'voted card frame on the page',
      front: palette.success.main,
      back: palette.background.default,
    },
    {
      label: 'refused vote ring on the page',
      front: palette.accent.dark,
      back: palette.background.default,
    },
    { label: 'error border on a field', front: palette.error.main, back: palette.background.paper },
  ];
}
