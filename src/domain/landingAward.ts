/**
 * The award line of the landing page (under the highlight image) and what it says of the vote
 * (closed, results published), worded once for the web app (LandingContainer, after GET
 * /election) and for the API host, which sends the prerendered file for the vote's state with the
 * award's text written into its holes (decisions 144, 276, issue 27): the landing runs no app.
 */
import { formatElectionDate, type Election } from './election';
import { hole } from './html';
import { messages } from './messages';

/** The award as the landing page shows it. */
export interface AwardSummary {
  name: string;
  /** 'Votação de … a …', or null when no date is set. */
  period: string | null;
}

/** The award line for an election, or null when the operator has not named the award. */
export function awardSummaryOf(election: Election | null): AwardSummary | null {
  if (!election?.name) return null;
  const opensAt = election.opensAt ? formatElectionDate(election.opensAt) : null;
  const closesAt = election.closesAt ? formatElectionDate(election.closesAt) : null;
  return { name: election.name, period: messages.landing.votingPeriod(opensAt, closesAt) };
}

/**
 * What the landing says of the vote: nothing while it is scheduled or open; 'Votação encerrada'
 * once closed; that and 'Ver os resultados' (to /resultados) once the results are published.
 */
export type LandingPhase = 'voting' | 'closed' | 'published';

/** The phase for an election (null, no answer: 'voting', the specification's plain landing). */
export function landingPhaseOf(election: Election | null): LandingPhase {
  if (election?.status !== 'closed') return 'voting';
  return election.resultsPublished ? 'published' : 'closed';
}

/** Everything the landing shows beyond the specification's logo, image and button. */
export interface LandingState {
  award: AwardSummary | null;
  phase: LandingPhase;
}

export const PLAIN_LANDING: LandingState = { award: null, phase: 'voting' };

/** The landing's state for an election. */
export function landingStateOf(election: Election | null): LandingState {
  return { award: awardSummaryOf(election), phase: landingPhaseOf(election) };
}

const PHASES = ['voting', 'closed', 'published'] as const satisfies readonly LandingPhase[];
/** The award line as the build renders it: holes for the name and the period (decision 276). */
const AWARD_HOLES = { name: hole('awardName'), period: hole('awardPeriod') };

/**
 * Every state the build renders the landing in (dist/web/pages/<landingFile>.html): without the
 * award line, with it (name and period, name only), times voting, closed and published.
 */
export const LANDING_STATES: readonly LandingState[] = [
  null,
  AWARD_HOLES,
  { ...AWARD_HOLES, period: null },
].flatMap((award) => PHASES.map((phase) => ({ award, phase })));

/**
 * The prerendered file that shows `state`: `index`, the plain landing, for no award line while
 * voting; else `index.award` (or `.award-name`) and `.closed` (or `.published`) as they apply, a
 * dot so that no address maps to them (a page's address is one segment of [a-z0-9-]).
 */
export function landingFile({ award, phase }: LandingState): string {
  const awardPart = award === null ? '' : award.period === null ? '.award-name' : '.award';
  return `index${awardPart}${phase === 'voting' ? '' : `.${phase}`}`;
}

/** What the host writes into the landing's holes (fillTemplate escapes it). */
export const landingValues = ({ award }: LandingState) => ({
  awardName: award?.name ?? '',
  awardPeriod: award?.period ?? '',
});
