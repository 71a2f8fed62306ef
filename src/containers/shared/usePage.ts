import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { messages } from '../../domain/messages';
import { useOptionalFeedback } from '../feedback';

// Whether the voter has clicked, tapped or pressed a key in this document yet. On the first
// load (or a redirect before any interaction) the browser already starts at the top of the page,
// and focusing the heading there would only draw a focus ring around it.
let interacted = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    interacted = true;
  };
  window.addEventListener('pointerdown', mark, { capture: true, passive: true });
  window.addEventListener('keydown', mark, { capture: true, passive: true });
}

/**
 * Per-page accessibility: sets document.title ('Entrar · Votação') and, after a navigation the
 * voter caused, moves focus to the page's h1 (when the focus was lost with the previous page) so
 * screen readers announce the new page and keyboard users continue from its top. A notification
 * of the screen left behind closes (an old 'Não encontramos…' never follows the voter).
 */
export function usePage(title: string | null): void {
  const { pathname } = useLocation();
  const screenShown = useOptionalFeedback()?.screenShown;
  useEffect(() => {
    screenShown?.(pathname);
  }, [screenShown, pathname]);

  useEffect(() => {
    document.title = title ? messages.titles.page(title) : messages.app.name;
  }, [title]);

  useEffect(() => {
    if (!interacted) return;
    const active = document.activeElement;
    // A field with autoFocus (the access code) or an open dialog keeps the focus it has.
    if (active && active !== document.body) return;
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, []);
}
