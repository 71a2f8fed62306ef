import { createContext } from 'react';

import { PLAIN_LANDING, type LandingState } from '../../../domain/landingAward';

/**
 * What the landing starts with. The build renders the landing's variants (award line with marks
 * the host replaces with the award's text, closed, published: LANDING_AWARD_VARIANTS, decisions
 * 144, issue 27); the plain landing in the browser, where GET /election answers.
 */
export const LandingAwardContext = createContext<LandingState>(PLAIN_LANDING);
