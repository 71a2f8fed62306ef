/** What the voter sees (categories, companies, own votes), in pt-BR order. Results: admin/ranking.ts. */
import type { CatalogCache, CatalogSnapshot } from '../catalogue';

import type { Choice, VersionAndChoices } from './repository';

/**
 * The answer of GET /categories/app: every category with its companies (both sorted by name) and
 * the voter's vote in each (`hasVoted`, `votedCompanyId`, and the vote's `receipt`, issue 26).
 * Fastify serialises it with the route's response schema (the JSON written by hand once per
 * catalogue, decision 141, bought nothing in the A/B: docs/performance.md).
 */
export function categoriesAnswer(snapshot: CatalogSnapshot, choices: ReadonlyMap<number, Choice>) {
  return {
    data: snapshot.categories.map((category) => {
      const voted = choices.get(category.id);
      return {
        id: category.id,
        name: category.name,
        hasVoted: voted !== undefined,
        votedCompanyId: voted?.companyId ?? null,
        receipt: voted?.receipt ?? null,
        companies: category.companies.map(({ id, name }) => ({ id, name })),
      };
    }),
  };
}

/**
 * The voter's category list (categoriesAnswer): one query per call, for the catalogue's version,
 * the voter's session and the voter's votes. Null when the token's version is not the voter's
 * current one (gone, invalidated or signed out everywhere: the caller answers 401).
 */
export async function categoriesForVoter(
  choicesOf: (voterId: number) => Promise<VersionAndChoices>,
  catalog: CatalogCache,
  voter: { id: number; ver: number },
): Promise<ReturnType<typeof categoriesAnswer> | null> {
  const { version, sessionVersion, choices } = await choicesOf(voter.id);
  if (sessionVersion === null || sessionVersion !== voter.ver) return null;
  return categoriesAnswer(await catalog.at(version), choices);
}
