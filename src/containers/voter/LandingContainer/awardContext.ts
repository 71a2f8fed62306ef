import { createContext } from 'react';

import { PLAIN_LANDING, type LandingState } from '../../../domain/landingAward';

/**
 * What the landing starts with. The build renders the landing in each state (LANDING_STATES: the
 * award line with holes the host fills with the award's text, closed, published; decisions 144,
 * 276, issue 27); the plain landing in the browser, where GET /election answers.
 */
export const LandingAwardContext = createContext<LandingState>(PLAIN_LANDING);
