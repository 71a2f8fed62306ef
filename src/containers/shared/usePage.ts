import { useEffect } from 'react';

import { messages } from '../../domain/messages';

/**
 * Per-page accessibility: sets document.title ('Entrar · Votação') and, when focus was lost
 * (a route change unmounted the focused button, or the page just loaded), moves focus to the
 * page's h1 so screen readers announce the new page and keyboard users start at the top.
 */
export function usePage(title: string | null): void {
  useEffect(() => {
    document.title = title ? messages.titles.page(title) : messages.app.name;
  }, [title]);

  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, []);
}
