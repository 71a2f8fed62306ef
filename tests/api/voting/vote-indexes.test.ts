/**
 * The votes table's indexes after 013_lean_vote_indexes: every vote writes each of them, so none
 * may be one another could stand in for, and each reader still finds the one it needs. The
 * statements of the tally, the integrity review and the category list are caught as they run
 * and planned again with EXPLAIN (QUERY PLAN on SQLite). PostgreSQL plans a table this small
 * with a sequential scan whatever its indexes, so there the plans are asked for with sequential
 * and bitmap scans turned off: the question is which index can serve, not whether one is worth
 * it at ten rows.
 */
import { CompiledQuery, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CURRENT_EDITION } from '../../../src/server/db/currentEdition';
import {
  createDatabase,
  isUniqueViolation,
  type DatabaseHandle,
} from '../../../src/server/db/database';
import {
  migrateToLatest,
  migrations,
  migrationTableSchemaOf,
} from '../../../src/server/db/migrations';
import { resultsRepository } from '../../../src/server/features/election/resultsRepository';
import { singleCategoryVotes } from '../../../src/server/features/integrity/repository';
import { versionAndChoices } from '../../../src/server/features/voting/repository';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { spyStatements } from '../helpers/statements';

const LEAN = {
  sqlite: [
    'sqlite_autoindex_votes_1',
    'votes_category_idx',
    'votes_company_created_idx',
    'votes_receipt_unique',
    'votes_voter_choices_idx',
  ],
  postgres: [
    'votes_category_idx',
    'votes_company_created_idx',
    'votes_pkey',
    'votes_receipt_unique',
    'votes_voter_category_choices_unique',
  ],
};

describe.each(databaseKinds)('the votes table’s indexes on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let voterIds: number[] = [];
  let companies: { id: number; category_id: number }[] = [];
  const at = Date.UTC(2026, 10, 27, 12);

  const indexNames = async () => {
    const { rows } =
      kind === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master
            WHERE type = 'index' AND tbl_name = 'votes'`.execute(handle.db)
        : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
            WHERE tablename = 'votes' AND schemaname = current_schema()`.execute(handle.db);
    return rows.map((r) => r.name).sort();
  };

  /** The plan of the first statement `run` sends whose SQL matches `pattern`, as one text. */
  const planOf = async (pattern: RegExp, run: () => Promise<unknown>) => {
    const seen: CompiledQuery[] = [];
    const restore = spyStatements((text, query) => {
      if (pattern.test(text)) seen.push(query);
      return null;
    });
    try {
      await run();
    } finally {
      restore();
    }
    const statement = seen[0];
    expect(statement, `no statement matched ${pattern}`).toBeDefined();
    const explain = (db: typeof handle.db) =>
      db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(
          `${kind === 'sqlite' ? 'explain query plan' : 'explain'} ${statement!.sql}`,
          [...statement!.parameters],
        ),
      );
    const plan =
      kind === 'sqlite'
        ? await explain(handle.db)
        : await handle.db.transaction().execute(async (trx) => {
            await sql`SET LOCAL enable_seqscan = off`.execute(trx);
            await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
            return explain(trx);
          });
    return plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = createDatabase(database.config);
    await migrateToLatest(handle.db as never, handle.kind);
    const categories = await handle.db
      .insertInto('categories')
      .values([
        { name: 'Padarias', created_at: at, edition_id: CURRENT_EDITION },
        { name: 'Farmácias', created_at: at, edition_id: CURRENT_EDITION },
      ])
      .returning('id')
      .execute();
    companies = await handle.db
      .insertInto('companies')
      .values(
        categories.flatMap(({ id }) => [
          { category_id: id, name: `Empresa A ${id}`, created_at: at },
          { category_id: id, name: `Empresa B ${id}`, created_at: at },
        ]),
      )
      .returning(['id', 'category_id'])
      .execute();
    const voters = await handle.db
      .insertInto('voters')
      .values(
        [1, 2, 3].map((n) => ({
          nome: `Eleitor ${n}`,
          email: `eleitor${n}@example.com`,
          celular: `1199999000${n}`,
          cpf: `1000000000${n}`,
          created_at: at,
        })),
      )
      .returning('id')
      .execute();
    voterIds = voters.map((v) => v.id);
    // Voters 1 and 2 vote in both categories, voter 3 in the first only.
    await handle.db
      .insertInto('votes')
      .values(
        [
          [0, 0],
          [0, 2],
          [1, 1],
          [1, 3],
          [2, 0],
        ].map(([voter, company], n) => ({
          voter_id: voterIds[voter!]!,
          category_id: companies[company!]!.category_id,
          company_id: companies[company!]!.id,
          created_at: at + n,
          receipt: `RECIBO${n}`,
        })),
      )
      .execute();
    if (kind === 'sqlite') await sql`analyze`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('keeps no index another one stands in for', async () => {
    expect(await indexNames()).toEqual(LEAN[kind]);
  });

  it('counts votes per company from the (company, time) index, never the table', async () => {
    const details = await planOf(/group by "company_id"/i, () =>
      resultsRepository(handle.db).tally(),
    );
    expect(details).toMatch(
      /USING COVERING INDEX votes_company_created_idx|Index Only Scan using votes_company_created_idx/,
    );
    expect(details).not.toMatch(/Seq Scan|SCAN votes\s*$/m);
  });

  it('reads each voter’s single choice for the integrity review from one index', async () => {
    const index =
      kind === 'sqlite' ? 'votes_voter_choices_idx' : 'votes_voter_category_choices_unique';
    const details = await planOf(/group by voter_id/i, () => singleCategoryVotes(handle.db));
    expect(details).toMatch(
      new RegExp(`USING COVERING INDEX ${index}|Index Only Scan using ${index}`),
    );
    expect(await singleCategoryVotes(handle.db)).toEqual([{ company_id: companies[0]!.id, n: 1 }]);
  });

  it('reads a voter’s votes for the category list from one index, receipts included', async () => {
    const index =
      kind === 'sqlite' ? 'votes_voter_choices_idx' : 'votes_voter_category_choices_unique';
    const details = await planOf(/from votes where voter_id/i, () =>
      versionAndChoices(handle.db, voterIds[0]!),
    );
    expect(details).toMatch(
      new RegExp(`USING COVERING INDEX ${index}|Index Only Scan using ${index}`),
    );
    const { choices } = await versionAndChoices(handle.db, voterIds[0]!);
    expect([...choices.entries()].sort(([a], [b]) => a - b)).toEqual([
      [
        companies[0]!.category_id,
        expect.objectContaining({ companyId: companies[0]!.id, receipt: 'RECIBO0' }),
      ],
      [
        companies[2]!.category_id,
        expect.objectContaining({ companyId: companies[2]!.id, receipt: 'RECIBO1' }),
      ],
    ]);
  });

  it('still refuses a second vote in the same category', async () => {
    const error = await handle.db
      .insertInto('votes')
      .values({
        voter_id: voterIds[2]!,
        category_id: companies[1]!.category_id,
        company_id: companies[1]!.id,
        created_at: at + 10,
        receipt: 'RECIBO9',
      })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('puts the old indexes back when rolled back, and takes them off again', async () => {
    const migrator = new Migrator({
      db: handle.db as never,
      ...(await migrationTableSchemaOf(handle.db as never, kind)),
      provider: { getMigrations: async () => migrations(kind) },
      allowUnorderedMigrations: true,
    });
    // Down to 012: the later migrations (014 on) come off first, then 013.
    const down = await migrator.migrateTo('012_outbox_waiting_index');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)?.migrationName).toBe('013_lean_vote_indexes');
    const before = await indexNames();
    expect(before).toContain('votes_company_idx');
    expect(before).not.toContain('votes_voter_category_choices_unique');
    if (kind === 'postgres') {
      expect(before).toEqual(
        expect.arrayContaining(['votes_voter_category_unique', 'votes_voter_choices_idx']),
      );
    }
    expect(await migrateToLatest(handle.db as never, kind)).toContain('013_lean_vote_indexes');
    expect(await indexNames()).toEqual(LEAN[kind]);
  });
});
