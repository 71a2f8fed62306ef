/**
 * Non-text contrast (WCAG 1.4.11, issue 40 §9): what shows a control or a state is there stands
 * 3:1 against what it sits on. axe checks text pairs in every story; it does not check these, so
 * they are checked here, from the theme itself (the colours page shows the same figures).
 */
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { brandColors, createAppTheme } from '../../../src/theme';
import { NON_TEXT_PAIRS } from '../../../src/theme/contrast';

describe('non-text contrast, 3:1', () => {
  const theme = createAppTheme();
  it.each(NON_TEXT_PAIRS(theme).map((pair) => [pair.label, pair] as const))(
    '%s',
    (_label, { front, back }) => {
      expect(getContrastRatio(front, back)).toBeGreaterThanOrEqual(3);
    },
  );

  it("the text fields' border is the theme's, not MUI's 1.6:1 grey", () => {
    const outline = createAppTheme().components?.MuiOutlinedInput?.styleOverrides as {
      notchedOutline?: { borderColor?: string };
    };
    expect(outline.notchedOutline?.borderColor).toBe(brandColors.fieldBorder);
  });
});
