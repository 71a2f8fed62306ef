/**
 * The voting hot path's SQL: one query per category list (the catalogue's version and the
 * voter's own votes), one statement per vote (checks the company's category and inserts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function catalogVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalog_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The catalogue's version and the voter's choices in one round trip: the first row carries the
 * version, every other row a (category, company) the voter chose.
 */
export async function versionAndChoices(
  db: Kysely<Database>,
  voterId: number,
): Promise<{ version: number; choices: Map<number, number> }> {
  const { rows } = await sql<{
    version: number | string | null;
    category_id: number | null;
    company_id: number | null;
  }>`SELECT version, CAST(NULL AS INTEGER) AS category_id, CAST(NULL AS INTEGER) AS company_id
       FROM catalog_version WHERE id = 1
     UNION ALL
     SELECT NULL, category_id, company_id FROM votes WHERE voter_id = ${voterId}`.execute(db);
  let version = 0;
  const choices = new Map<number, number>();
  for (const row of rows) {
    if (row.category_id === null || row.company_id === null) version = Number(row.version);
    else choices.set(row.category_id, row.company_id);
  }
  return { version, choices };
}

/**
 * Inserts the vote only if the company belongs to the category, in one statement. Returns false
 * when nothing was inserted (unknown company or category, or a company from another category);
 * a second vote in the category rejects with the unique violation, a voter that no longer
 * exists with the foreign-key violation, as with a plain INSERT.
 */
export async function insertVoteIfCompanyInCategory(
  db: Kysely<Database>,
  vote: {
    voterId: number;
    categoryId: number;
    companyId: number;
    createdAt: number;
    prefix?: string | null;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('votes')
    .columns(['voter_id', 'category_id', 'company_id', 'created_at', 'prefix'])
    .expression((eb) =>
      eb
        .selectFrom('companies')
        .select([
          // Typed: PostgreSQL would read untyped parameters in a SELECT list as text.
          sql<number>`CAST(${vote.voterId} AS INTEGER)`.as('voter_id'),
          'companies.category_id',
          'companies.id',
          sql<number>`CAST(${vote.createdAt} AS BIGINT)`.as('created_at'),
          sql<string | null>`CAST(${vote.prefix ?? null} AS VARCHAR(64))`.as('prefix'),
        ])
        .where('companies.id', '=', vote.companyId)
        .where('companies.category_id', '=', vote.categoryId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
