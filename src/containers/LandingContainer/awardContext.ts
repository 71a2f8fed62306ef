import { createContext } from 'react';

import type { AwardSummary } from '../../domain/landingAward';

/**
 * The award line the landing starts with. The build renders the landing's variants with marks
 * in it that the host replaces with the award's text (LANDING_AWARD_VARIANTS, decision 144);
 * null in the browser, where GET /election answers.
 */
export const LandingAwardContext = createContext<AwardSummary | null>(null);
