/**
 * The award line of the landing page (under the highlight image), worded once for the web app
 * (LandingContainer, after GET /election) and for the API host, which writes it into the
 * prerendered landing it sends (decision 144): the landing is HTML that runs no app.
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
 * Stand-ins the build renders in place of the name and the period (private-use characters: no
 * award name has them, and HTML escaping leaves them alone); the host writes the real text in.
 */
export const AWARD_NAME_MARK = '\uE000';
export const AWARD_PERIOD_MARK = '\uE001';

/**
 * The landing's prerendered variants with an award line (dist/web/pages/<file>.html); a dot, so
 * that no address maps to them (a page's address is one segment of [a-z0-9-]).
 */
export const LANDING_AWARD_VARIANTS = [
  { file: 'index.award', award: { name: AWARD_NAME_MARK, period: AWARD_PERIOD_MARK } },
  { file: 'index.award-name', award: { name: AWARD_NAME_MARK, period: null } },
] as const satisfies readonly { file: string; award: AwardSummary }[];

/** Which variant shows `award`: null is the plain landing (pages/index.html). */
export function landingAwardFile(award: AwardSummary | null): string | null {
  if (!award) return null;
  return award.period === null ? 'index.award-name' : 'index.award';
}

/**
 * A variant's HTML with the award's text in place of the marks, escaped. Marks inside the text
 * itself are dropped, so an operator's name cannot smuggle in the other stand-in.
 */
export function fillLandingAward(html: string, award: AwardSummary): string {
  const clean = (text: string) =>
    escapeHtml(text.replaceAll(AWARD_NAME_MARK, '').replaceAll(AWARD_PERIOD_MARK, ''));
  // Replacer functions: `$&`, `$'` or `$$` in an award's name are text, not replacement patterns.
  const name = clean(award.name);
  const period = clean(award.period ?? '');
  return html.replaceAll(AWARD_NAME_MARK, () => name).replaceAll(AWARD_PERIOD_MARK, () => period);
}
