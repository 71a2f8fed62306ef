import { createContext, useContext } from 'react';

import type { AwardSummary } from '../../domain/landingAward';

/**
 * True while the build renders a page to HTML (src/prerender.tsx, decisions 139 and 142): the
 * markup is sent to every visitor, so what belongs to one voter (their name, the category they
 * chose on /perfil) is left as an empty place that the app fills once it runs in the browser.
 */
export const PrerenderingContext = createContext(false);

/** Whether this render is the build's prerendering (see PrerenderingContext). */
export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}

/**
 * The award line the build draws on a variant of the landing (LANDING_AWARD_VARIANTS: marks the
 * host replaces with the award's text, decision 144). Null in the app, which asks GET /election.
 */
export const PrerenderedAwardContext = createContext<AwardSummary | null>(null);
