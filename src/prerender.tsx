/**
 * Server-side entry of the build's prerendering (scripts/vitePrerender.ts, decision 139): renders
 * each public page to HTML in Node, as the app's first render draws it for a visitor with no
 * session and no answer from the API yet. Never shipped to browsers.
 */
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';

import { App } from './app/App';
import { buildRoutes, PRERENDERED_PAGES, type PageKey } from './app/routes';
import { LandingContainer } from './containers/LandingContainer';
import { LoginContainer } from './containers/LoginContainer';
import { RegisterContainer } from './containers/RegisterContainer';

const components: Partial<Record<PageKey, ComponentType>> = {
  landing: LandingContainer,
  login: LoginContainer,
  register: RegisterContainer,
};

/** Nothing else is reachable while prerendering: every other page renders as nothing. */
const Nothing = () => null;

export interface PrerenderedHtml {
  path: string;
  key: PageKey;
  file: string;
  title: string;
  /** The markup that goes inside `<div id="root">`, emotion's styles inline. */
  html: string;
}

/** Every prerendered page's markup. */
export function renderPages(): PrerenderedHtml[] {
  return PRERENDERED_PAGES.map(({ path, key, file, title }) => {
    const routes = buildRoutes((page) => ({ Component: components[page] ?? Nothing }));
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const html = renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    return { path, key, file, title, html };
  });
}
