/**
 * The theme's LinkBehavior (src/app/RouterLink.tsx, MUI's documented router integration): MUI
 * links and buttons given an `href` follow a plain click through the router, and leave what is
 * the browser's (a modified click, a new tab, a download, no router) to the browser.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';

import { AppProviders } from '../../src/app/AppProviders';

import { routedTheme } from './support/renderApp';

function Page() {
  return (
    <>
      <Link href="/b">a link</Link>
      <Button href="/b">a button</Button>
      <Link href="/b" target="_blank">
        a new tab
      </Link>
      <Button href="/files/ata.pdf" download>
        a download
      </Button>
    </>
  );
}

function renderAt() {
  const router = createMemoryRouter([
    { path: '/', Component: Page },
    { path: '/b', element: <h1>B</h1> },
  ]);
  render(
    <AppProviders theme={routedTheme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Clicks like a browser does and says whether the page kept the click to itself. */
function click(name: string, init: MouseEventInit = {}): boolean {
  const link = screen.getByRole('link', { name });
  return !fireEvent.click(link, { button: 0, ...init });
}

describe('the theme’s router link', () => {
  it.each(['a link', 'a button'])('%s: a plain click is followed in the app', async (name) => {
    const router = renderAt();
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/b');
    expect(click(name)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/b');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'a click with %o is left to the browser (a new tab or window)',
    (init) => {
      const router = renderAt();
      expect(click('a link', init)).toBe(false);
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('a link to a new tab and a download are the browser’s', () => {
    const router = renderAt();
    expect(click('a new tab')).toBe(false);
    const download = screen.getByRole('link', { name: 'a download' });
    expect(download).toHaveAttribute('href', '/files/ata.pdf');
    expect(download).toHaveAttribute('download');
    expect(click('a download')).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('outside any router it is a plain link', () => {
    render(
      <AppProviders theme={routedTheme}>
        <Link href="/b">a link</Link>
      </AppProviders>,
    );
    expect(click('a link')).toBe(false);
    expect(screen.getByRole('link', { name: 'a link' })).toHaveAttribute('href', '/b');
  });
});
