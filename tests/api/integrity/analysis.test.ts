/**
 * The integrity review on a real database, seeded through the repositories with the scripted
 * attack (tests/api/helpers/attack.ts): every attacker is caught by at least one flag, at most 5 %
 * of the ordinary voters appear in any flag, and each kind the attack exhibits is reported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { IntegrityReport } from '../../../src/domain/admin';
import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { DEMO_CATALOG } from '../../../src/server/features/catalogue/demo';
import { importCatalog } from '../../../src/server/features/catalogue/import';
import { analyseIntegrity } from '../../../src/server/features/integrity/analyse';
import { DEFAULT_INTEGRITY_CONFIG } from '../../../src/server/integrityConfig';
import { ATTACK_PREFIX, ordinaryChoices, planElection, seeded } from '../helpers/attack';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';

describe.each(databaseKinds)('integrity review of a scripted attack on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let report: IntegrityReport;
  const attackers = new Set<number>();
  const ordinary = new Set<number>();
  let targetCompany = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = createDatabase(database.config);
    const { db } = handle;
    await migrateToLatest(db as never, handle.kind);
    const start = Date.UTC(2026, 10, 2, 8);
    await importCatalog(db, DEMO_CATALOG, () => start);
    const companies = await db.selectFrom('companies').select(['id', 'category_id']).execute();
    const categories = [...new Set(companies.map((c) => c.category_id))].map((id) => ({
      id,
      companies: companies.filter((c) => c.category_id === id).map((c) => c.id),
    }));
    const target = categories[0]!;
    targetCompany = target.companies[target.companies.length - 1]!;
    const rnd = seeded(7);
    for (const voter of planElection(start)) {
      const { id } = await db
        .insertInto('voters')
        .values({
          nome: voter.nome,
          email: voter.email,
          celular: voter.celular,
          cpf: voter.cpf,
          created_at: voter.at,
          signup_prefix: voter.prefix,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      (voter.attacker ? attackers : ordinary).add(id);
      const choices = voter.attacker
        ? [{ categoryId: target.id, companyId: targetCompany }]
        : ordinaryChoices(rnd, categories);
      let at = voter.at + 60_000;
      for (const choice of choices) {
        at += Math.floor(rnd() * 120_000);
        await db
          .insertInto('votes')
          .values({
            voter_id: id,
            category_id: choice.categoryId,
            company_id: choice.companyId,
            created_at: at,
            prefix: voter.prefix,
          })
          .execute();
      }
    }
    report = await analyseIntegrity(db, DEFAULT_INTEGRITY_CONFIG, start + 96 * 3600_000, {
      sealed: false,
    });
  });
  afterAll(async () => {
    await handle.destroy();
    await database.drop();
  });

  it('every attacking voter appears in at least one flag', () => {
    const flagged = new Set(report.flags.flatMap((f) => f.voterIds));
    const missed = [...attackers].filter((id) => !flagged.has(id));
    expect(missed).toEqual([]);
  });

  it('no more than 5 % of the ordinary voters appear in any flag', () => {
    const flagged = new Set(report.flags.flatMap((f) => f.voterIds));
    const ordinaryFlagged = [...ordinary].filter((id) => flagged.has(id));
    expect(ordinaryFlagged.length).toBeLessThanOrEqual(Math.floor(ordinary.size * 0.05));
  });

  it('reports the burst of sign-ups, the counter addresses, the throw-away providers and the vote burst', () => {
    const byKind = (k: string) => report.flags.filter((f) => f.kind === k);
    const signup = byKind('signup-burst');
    expect(signup).toHaveLength(1);
    expect(signup[0]).toMatchObject({
      severity: 'high',
      evidence: { count: 40, pattern: ATTACK_PREFIX },
    });
    expect(signup[0]!.summary).toMatch(/^40 cadastros da rede 203\.0\.113\.0\/24 em \d+ min/);

    const counter = byKind('email-pattern').find((f) => f.evidence.domain === 'votafacil.com.br');
    expect(counter?.voterIds).toHaveLength(32);
    expect(counter?.evidence.pattern).toBe('eleitorN@votafacil.com.br');

    const disposable = byKind('disposable-email');
    expect(disposable.map((f) => f.evidence.domain).sort()).toEqual([
      'mailinator.com',
      'yopmail.com',
    ]);
    expect(disposable.reduce((n, f) => n + f.voterIds.length, 0)).toBe(8);

    const votes = byKind('vote-burst');
    expect(votes).toHaveLength(1);
    expect(votes[0]!.id).toMatch(new RegExp(`^vote-burst:${targetCompany}:`));
    expect(votes[0]!.voterIds.filter((id) => attackers.has(id))).toHaveLength(40);
    expect(votes[0]!.evidence.sharePercent).toBeGreaterThanOrEqual(80);
  });

  it('orders flags by severity and gives each one a stable id, ISO times and Portuguese summary', async () => {
    const rank = { high: 0, medium: 1, low: 2 } as const;
    const ranks = report.flags.map((f) => rank[f.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const flag of report.flags) {
      expect(flag.evidence.from).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(flag.summary.length).toBeLessThan(160);
    }
    const again = await analyseIntegrity(handle.db, DEFAULT_INTEGRITY_CONFIG, Date.now(), {
      sealed: false,
    });
    expect(again.flags.map((f) => f.id)).toEqual(report.flags.map((f) => f.id));
  });
});
