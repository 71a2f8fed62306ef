/** The two hot-path scenarios, shared by the empty-database run and the --scale run. */
import type { Request } from 'autocannon';

import type { Catalog } from './data';

/** Each request signed in as the next voter in turn. */
export function listScenario(tokens: string[]): Request[] {
  let reader = 0;
  return [
    {
      method: 'GET',
      path: '/api/categories/app',
      setupRequest: (req) => ({
        ...req,
        headers: { authorization: `Bearer ${tokens[reader++ % tokens.length]}` },
      }),
    },
  ];
}

/** Where the next new vote goes; shared so a second run never repeats a (voter, category). */
export interface VoteCursor {
  next: number;
}

/**
 * Every request a new (voter, category) pair: each answer should be a 201. Voters take turns,
 * as real traffic does: the app sends a voter's votes one at a time, so the requests in flight
 * come from distinct voters, and a voter's next vote comes after every other voter's (one round
 * of categories per pass over the voters). Taking a voter's categories in a row put 12 of one
 * voter's votes in flight at once, which no voter sends, and PostgreSQL's vote batches then
 * queued on that voter's receipt e-mail row.
 */
export function voteScenario(tokens: string[], catalog: Catalog, cursor: VoteCursor): Request[] {
  const { categoryIds, companies } = catalog;
  return [
    {
      method: 'POST',
      path: '/api/votes',
      setupRequest: (req) => {
        const n = cursor.next++;
        const voter = n % tokens.length;
        const categoryId = categoryIds[Math.floor(n / tokens.length) % categoryIds.length] ?? 0;
        const choices = companies.get(categoryId) ?? [];
        return {
          ...req,
          headers: { authorization: `Bearer ${tokens[voter]}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            idCompany: choices[voter % choices.length],
            idCategory: categoryId,
          }),
        };
      },
    },
  ];
}
