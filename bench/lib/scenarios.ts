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

/** Every request a new (voter, category) pair: each answer should be a 201. */
export function voteScenario(tokens: string[], catalog: Catalog, cursor: VoteCursor): Request[] {
  const { categoryIds, companies } = catalog;
  return [
    {
      method: 'POST',
      path: '/api/votes',
      setupRequest: (req) => {
        const n = cursor.next++;
        const voter = Math.floor(n / categoryIds.length) % tokens.length;
        const categoryId = categoryIds[n % categoryIds.length] ?? 0;
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
