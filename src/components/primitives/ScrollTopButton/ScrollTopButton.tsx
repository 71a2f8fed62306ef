import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import type { SxProps, Theme } from '@mui/material/styles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Zoom from '@mui/material/Zoom';

import { messages } from '../../../domain/messages';
import { isAutomated, prefersReducedMotion } from '../../../theme/automation';

/** Medium Fab (48 px) plus its 16 px margin below and 16 px of air above. */
const FAB_SIZE_PX = 48;

/**
 * Bottom padding a page needs so that, scrolled to the end, its last content (the last card's
 * Votar button on a phone) sits above the floating button instead of under it.
 */
export const scrollTopClearance = (theme: Theme): string =>
  `calc(${FAB_SIZE_PX}px + ${theme.spacing(4)} + env(safe-area-inset-bottom, 0px))`;

export interface ScrollTopButtonProps {
  /** Pixels the page must be scrolled before the button appears. @default 200 */
  threshold?: number;
  /** Shows the button whatever the scroll position (stories, screenshots). @default false */
  alwaysVisible?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Floating 'Voltar ao topo' button: appears once the page is scrolled past `threshold` and scrolls
 * back smoothly (instantly under reduced motion or automation). Keyboard focus moves to the page's
 * h1 so it is not lost when the button hides. Pages that show it reserve `scrollTopClearance` at
 * their bottom so it never covers their last button.
 */
export function ScrollTopButton({
  threshold = 200,
  alwaysVisible = false,
  sx,
}: ScrollTopButtonProps) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold });
  const visible = alwaysVisible || scrolled;

  const scrollToTop = () => {
    const instant = isAutomated() || prefersReducedMotion();
    window.scrollTo({ top: 0, behavior: instant ? 'auto' : 'smooth' });
    const heading = Array.from(document.querySelectorAll<HTMLElement>('h1')).find(
      (h1) => h1.getClientRects().length > 0,
    );
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  };

  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="medium"
        aria-label={messages.app.scrollTop}
        onClick={scrollToTop}
        sx={[
          (theme) => ({
            position: 'fixed',
            right: theme.spacing(2),
            bottom: `calc(${theme.spacing(2)} + env(safe-area-inset-bottom, 0px))`,
            zIndex: theme.zIndex.speedDial,
          }),
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
