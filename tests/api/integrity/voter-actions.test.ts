/**
 * changeVoters on a real database: invalidating sets the reason, bumps token_version (every
 * token issued so far ends) and writes one audit row per changed voter in the same transaction;
 * repeating changes nothing; restoring clears the reason; an unknown id changes nothing at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { listAudit } from '../../../src/server/features/audit/repository';
import { DEMO_CATALOG } from '../../../src/server/features/catalogue/demo';
import { importCatalog } from '../../../src/server/features/catalogue/import';
import { createSessionGuard } from '../../../src/server/features/codes/sessions';
import {
  adminVoters,
  changeVoters,
  UnknownVotersError,
} from '../../../src/server/features/integrity/voterActions';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { cpfFrom } from '../helpers/voters';

describe.each(databaseKinds)('voter actions on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let ctx: Parameters<typeof changeVoters>[0];
  const ids: number[] = [];
  const now = Date.UTC(2026, 10, 5, 12);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = createDatabase(database.config);
    await migrateToLatest(handle.db as never, handle.kind);
    await importCatalog(handle.db, DEMO_CATALOG, () => now);
    const companies = await handle.db
      .selectFrom('companies')
      .select(['id', 'category_id'])
      .execute();
    for (let i = 0; i < 3; i += 1) {
      const { id } = await handle.db
        .insertInto('voters')
        .values({
          nome: `V ${i}`,
          email: `v${i}@example.com`,
          celular: '11987654321',
          cpf: cpfFrom(500 + i),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
      // Voter i votes in i + 1 categories.
      const seen = new Set<number>();
      for (const company of companies) {
        if (seen.size > i) break;
        if (seen.has(company.category_id)) continue;
        seen.add(company.category_id);
        await handle.db
          .insertInto('votes')
          .values({
            voter_id: id,
            category_id: company.category_id,
            company_id: company.id,
            created_at: now,
          })
          .execute();
      }
    }
    ctx = { database: handle, sessions: createSessionGuard(handle.db, () => now), now: () => now };
  });
  afterAll(async () => {
    await handle.destroy();
    await database.drop();
  });

  it('invalidates, counts the votes, ends sessions and audits each voter', async () => {
    const before = await ctx.sessions.isCurrent(ids[1]!, 0);
    expect(before).toBe(true);
    const result = await changeVoters(ctx, {
      voterIds: ids,
      reason: 'Rajada',
      actor: 'ana@x.org',
      invalidate: true,
      category: 'automated',
    });
    expect(result).toEqual({ voters: 3, votes: 6 });
    expect(await ctx.sessions.isCurrent(ids[1]!, 0)).toBe(false);
    const rows = await handle.db.selectFrom('voters').selectAll().where('id', 'in', ids).execute();
    for (const row of rows) {
      expect(row).toMatchObject({
        invalidated_at: now,
        invalidated_reason: 'Rajada',
        invalidated_category: 'automated',
        invalidated_by: 'ana@x.org',
        token_version: 1,
      });
    }
    const audit = await listAudit(
      handle.db,
      { action: 'voter.invalidate' },
      { limit: 10, offset: 0 },
    );
    expect(audit.total).toBe(3);
    expect(audit.data.find((e) => e.target === `voter:${ids[2]}`)).toMatchObject({
      actor: 'ana@x.org',
      before: { invalidated: false },
      after: { invalidated: true, category: 'automated', votes: 3 },
      reason: 'Rajada',
    });
    expect(
      (await adminVoters(handle.db, [ids[2]!, 424242])).map((v) => [v.id, v.votes, v.invalidated]),
    ).toEqual([[ids[2], 3, true]]);
  });

  it('repeating changes nothing; restoring clears the reason but not the ended sessions', async () => {
    expect(
      await changeVoters(ctx, {
        voterIds: ids,
        reason: 'De novo',
        actor: 'ana@x.org',
        invalidate: true,
        category: 'duplicate',
      }),
    ).toEqual({ voters: 0, votes: 0 });
    expect(
      await changeVoters(ctx, {
        voterIds: [ids[0]!],
        reason: 'Engano',
        actor: 'bia@x.org',
        invalidate: false,
      }),
    ).toEqual({ voters: 1, votes: 1 });
    const row = await handle.db
      .selectFrom('voters')
      .selectAll()
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      invalidated_at: null,
      invalidated_reason: null,
      invalidated_category: null,
      token_version: 1,
    });
    expect(await ctx.sessions.isCurrent(ids[0]!, 1)).toBe(true);
    expect(await ctx.sessions.isCurrent(ids[0]!, 0)).toBe(false);
  });

  it('an unknown id rejects the whole action', async () => {
    await expect(
      changeVoters(ctx, {
        voterIds: [ids[1]!, 999_999],
        reason: 'x',
        actor: 'a',
        invalidate: false,
      }),
    ).rejects.toBeInstanceOf(UnknownVotersError);
    const row = await handle.db
      .selectFrom('voters')
      .select('invalidated_at')
      .where('id', '=', ids[1]!)
      .executeTakeFirstOrThrow();
    expect(row.invalidated_at).toBe(now);
  });
});
