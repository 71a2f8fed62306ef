/**
 * Server-side entry of the build's prerendering (scripts/vitePrerender.ts, decision 139): renders
 * each page of PRERENDERED_PAGES to HTML in Node, as the app's first render draws it with no
 * answer from the API yet. Rendered inside PrerenderingContext: the protected pages are drawn
 * past RequireAuth, without anything of a voter's (decision 142). Never shipped to browsers.
 */
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';

import { App } from './app/App';
import { buildRoutes, PRERENDERED_PAGES, type PageKey } from './app/routes';
import { CompaniesContainer } from './containers/CompaniesContainer';
import { LandingContainer } from './containers/LandingContainer';
import { LoginContainer } from './containers/LoginContainer';
import { ProfileContainer } from './containers/ProfileContainer';
import { RegisterContainer } from './containers/RegisterContainer';
import { PrerenderedAwardContext, PrerenderingContext } from './containers/shared/prerendering';
import { LANDING_AWARD_VARIANTS, type AwardSummary } from './domain/landingAward';

const components: Partial<Record<PageKey, ComponentType>> = {
  landing: LandingContainer,
  login: LoginContainer,
  register: RegisterContainer,
  profile: ProfileContainer,
  companies: CompaniesContainer,
};

/** Nothing else is reachable while prerendering: every other page renders as nothing. */
const Nothing = () => null;

export interface PrerenderedHtml {
  path: string;
  key: PageKey;
  file: string;
  title: string;
  /** A protected page's frame (decision 142). */
  signedIn: boolean;
  /** False: the page's HTML is all of it; no app starts on it (decision 144). */
  runsApp: boolean;
  /** The markup that goes inside `<div id="root">`, emotion's styles inline. */
  html: string;
}

function renderAt(path: string, award: AwardSummary | null = null): string {
  const routes = buildRoutes((page) => ({ Component: components[page] ?? Nothing }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <StrictMode>
      <PrerenderingContext.Provider value>
        <PrerenderedAwardContext.Provider value={award}>
          <App router={router} />
        </PrerenderedAwardContext.Provider>
      </PrerenderingContext.Provider>
    </StrictMode>,
  );
}

/**
 * Every prerendered page's markup, and the landing's variants with an award line whose text
 * the host writes in (LANDING_AWARD_VARIANTS, decision 144).
 */
export function renderPages(): PrerenderedHtml[] {
  return PRERENDERED_PAGES.flatMap(({ path, key, file, title, signedIn, runsApp }) => [
    { path, key, file, title, signedIn, runsApp, html: renderAt(path) },
    ...(key === 'landing'
      ? LANDING_AWARD_VARIANTS.map((variant) => ({
          path,
          key,
          file: variant.file,
          title,
          signedIn,
          runsApp,
          html: renderAt(path, variant.award),
        }))
      : []),
  ]);
}
