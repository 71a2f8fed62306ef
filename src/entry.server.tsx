/**
 * The build's server entry (decision 160): renders one page of the route table to HTML with
 * React Router's static handler and Emotion's critical-style extraction, as the browser's first
 * render draws it. Loaders do not run: /perfil and /empresas draw their HydrateFallback (the frame
 * with nothing of a voter's in it). Used by scripts/prerender.ts at build time, never shipped.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { pageTheme } from './app/App';
import { AppProviders } from './app/AppProviders';
import { appRoutes, loadMatchedRoutes, prerenderedPages } from './app/routes';
import { SentCategoryContext } from './containers/voter/CompaniesContainer/sentCategory';
import { LandingAwardContext } from './containers/voter/LandingContainer/awardContext';
import {
  CATEGORY_HOLE,
  CATEGORY_PAGE_FILE,
  categoryTitle,
  PAGE_DATA_BLOCK,
  type SentCategory,
} from './domain/categoryPage';
import {
  LANDING_STATES,
  landingFile,
  PLAIN_LANDING,
  type LandingState,
} from './domain/landingAward';

export { LANDING_STATES, landingFile };

/** /empresas with holes for the category, which the host fills (decisions 271, 276). */
export const CATEGORY_PAGE_VARIANT = {
  file: CATEGORY_PAGE_FILE,
  path: '/empresas',
  title: categoryTitle(CATEGORY_HOLE.name),
  category: CATEGORY_HOLE,
  dataBlock: PAGE_DATA_BLOCK,
};

/** The pages to prerender, from the route table's handles. */
export const pages = prerenderedPages(appRoutes);

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** Emotion's `<style data-emotion>` elements for that markup, for the head. */
  styles: string;
}

/**
 * Renders `path` as the browser's first render draws it; `landing`: the landing's state;
 * `category`: the category /empresas is sent with (its holes, decisions 271, 276).
 */
export async function renderPage(
  path: string,
  landing: LandingState = PLAIN_LANDING,
  category: SentCategory | null = null,
) {
  await loadMatchedRoutes(appRoutes, path);
  const { query, dataRoutes } = createStaticHandler(appRoutes);
  const context = await query(new Request(new URL(path, 'http://localhost')), {
    filterMatchesToLoad: () => false,
  });
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <LandingAwardContext.Provider value={landing}>
          <SentCategoryContext.Provider value={category}>
            <AppProviders theme={pageTheme}>
              <StaticRouterProvider
                router={createStaticRouter(dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </AppProviders>
          </SentCategoryContext.Provider>
        </LandingAwardContext.Provider>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles } satisfies RenderedPage;
}
