/** What the voter sees (categories, companies, own votes), in pt-BR order. Results: admin/ranking.ts. */
import type { Choice, VersionAndChoices } from '../repositories/ballot';

import type { CatalogCache, CatalogSnapshot } from './cache';

/**
 * A category's answer around its two per-voter fields: `{"id":…,"name":…,` before them and
 * `,"companies":[…]}` after. The catalogue is the same for every voter until it changes, so its
 * JSON is written once per snapshot and every list only fills in the voter's choice.
 */
interface CategoryJson {
  id: number;
  head: string;
  tail: string;
}

const fragmentsBySnapshot = new WeakMap<CatalogSnapshot, readonly CategoryJson[]>();

function fragmentsOf(snapshot: CatalogSnapshot): readonly CategoryJson[] {
  let fragments = fragmentsBySnapshot.get(snapshot);
  if (!fragments) {
    fragments = snapshot.categories.map((category) => ({
      id: category.id,
      head: `{"id":${category.id},"name":${JSON.stringify(category.name)},`,
      tail: `,"companies":${JSON.stringify(
        category.companies.map((company) => ({ id: company.id, name: company.name })),
      )}}`,
    }));
    fragmentsBySnapshot.set(snapshot, fragments);
  }
  return fragments;
}

/**
 * The answer of GET /categories/app as JSON text, `{"data":[…]}`: every category with its
 * companies (both sorted by name) and the voter's vote in each (`hasVoted`, `votedCompanyId`,
 * and the vote's `receipt`, issue 26).
 * Written from fragments kept per catalogue snapshot (decision 141).
 */
export function categoriesJson(
  snapshot: CatalogSnapshot,
  choices: ReadonlyMap<number, Choice>,
): string {
  let json = '{"data":[';
  let first = true;
  for (const { id, head, tail } of fragmentsOf(snapshot)) {
    const voted = choices.get(id);
    json += `${first ? '' : ','}${head}${
      voted === undefined
        ? '"hasVoted":false,"votedCompanyId":null,"receipt":null'
        : `"hasVoted":true,"votedCompanyId":${voted.companyId},"receipt":${JSON.stringify(voted.receipt)}`
    }${tail}`;
    first = false;
  }
  return `${json}]}`;
}

/**
 * The voter's category list as JSON text (categoriesJson): one query per call, for the
 * catalogue's version, the voter's session and the voter's votes. Null when the token's version
 * is not the voter's current one (gone, invalidated or signed out everywhere: the caller answers
 * 401).
 */
export async function categoriesJsonForVoter(
  choicesOf: (voterId: number) => Promise<VersionAndChoices>,
  catalog: CatalogCache,
  voter: { id: number; ver: number },
): Promise<string | null> {
  const { version, sessionVersion, choices } = await choicesOf(voter.id);
  if (sessionVersion === null || sessionVersion !== voter.ver) return null;
  return categoriesJson(await catalog.at(version), choices);
}
