/**
 * The award line of the landing page (under the highlight image) and what it says of the vote
 * (closed, results published), worded once for the web app (LandingContainer, after GET
 * /election) and for the API host, which sends the matching prerendered variant with the award's
 * text written in (decision 144, issue 27): the landing is HTML that runs no app.
 */
import { formatElectionDate, type Election } from './election';
import { escapeHtml } from './html';
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

/**
 * Stand-ins the build renders in place of the name and the period (private-use characters: no
 * award name has them, and HTML escaping leaves them alone); the host writes the real text in.
 */
export const AWARD_NAME_MARK = '\uE000';
export const AWARD_PERIOD_MARK = '\uE001';

const AWARD_PARTS = [
  { part: '', award: null },
  { part: '.award', award: { name: AWARD_NAME_MARK, period: AWARD_PERIOD_MARK } },
  { part: '.award-name', award: { name: AWARD_NAME_MARK, period: null } },
] as const satisfies readonly { part: string; award: AwardSummary | null }[];
const PHASES = ['voting', 'closed', 'published'] as const satisfies readonly LandingPhase[];
const phasePart = (phase: LandingPhase) => (phase === 'voting' ? '' : `.${phase}`);
const awardPart = (award: AwardSummary | null) =>
  award === null ? '' : award.period === null ? '.award-name' : '.award';

/**
 * The landing's prerendered variants (dist/web/pages/<file>.html): with or without the award line
 * (its text as marks), times voting, closed or published; all but the plain landing, which is
 * pages/index.html. A dot, so that no address maps to them (a page's address is one segment of
 * [a-z0-9-]).
 */
export const LANDING_AWARD_VARIANTS: readonly { file: string; state: LandingState }[] =
  AWARD_PARTS.flatMap(({ part, award }) =>
    PHASES.map((phase) => ({ file: `index${part}${phasePart(phase)}`, state: { award, phase } })),
  ).filter(({ file }) => file !== 'index');

/**
 * The files that show `state`, best first: its own variant, then the same without the phase (a
 * build older than the closed and published variants). Empty: the plain landing.
 */
export function landingAwardFiles(state: LandingState): string[] {
  const files = [`index${awardPart(state.award)}${phasePart(state.phase)}`];
  if (state.phase !== 'voting') files.push(`index${awardPart(state.award)}`);
  return files.filter((file) => file !== 'index');
}

/**
 * A variant's HTML with the award's text in place of the marks, escaped. Marks inside the text
 * itself are dropped, so an operator's name cannot smuggle in the other stand-in.
 */
export function fillLandingAward(html: string, award: AwardSummary | null): string {
  const clean = (text: string) =>
    escapeHtml(text.replaceAll(AWARD_NAME_MARK, '').replaceAll(AWARD_PERIOD_MARK, ''));
  const name = clean(award?.name ?? '');
  const period = clean(award?.period ?? '');
  // Replacer functions: a string replacement would read $&, $` and $' in the award's name as
  // "the match", "the text before" and "the text after", copying the template into the page.
  return html.replaceAll(AWARD_NAME_MARK, () => name).replaceAll(AWARD_PERIOD_MARK, () => period);
}
