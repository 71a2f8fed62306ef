/**
 * A publication is recorded once, however many calls race it (issue 36 review): the publish
 * route records it after its audit entry, while public calls arriving meanwhile record it too
 * when they find none. Two rows made two versions, the first marked "SUBSTITUÍDA" by the
 * second, and the digest the operator was given might not be the one standing. Now one row
 * (the database refuses a second, and a process records each publication once).
 */
import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PublicationDigests } from '../../../src/domain/trust';
import { recordPublication } from '../../../src/server/features/election/publication';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator } from '../helpers/operators';
import { API } from '../helpers/voters';

describe.each(databaseKinds)('a publication raced by public calls on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer }, env: { RESULTS_SEAL_HOLD_MINUTES: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('is one row, one version, one ata', async () => {
    const operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const closed = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/close-now`,
      headers: operator,
    });
    expect(closed.statusCode).toBe(200);
    t.clock.advance(1000);
    const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });
    const [published, ...atas] = await Promise.all([
      t.app.inject({ method: 'POST', url: `${ADMIN}/election/publish`, headers: operator }),
      get('/results/ata.pdf'),
      get('/results/ata.pdf'),
      get('/results/ata.pdf'),
      get('/results/ata.pdf'),
    ]);
    expect(published.statusCode).toBe(200);
    const rows = await t.app.votacao.database.db
      .selectFrom('publications')
      .select(['id', 'version'])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(1);
    // The racing recorder, made deterministic: a second recording of the same publication
    // (a call that found no row before the route's was written) leaves the first standing.
    const { db } = t.app.votacao.database;
    const publishedAt = Number((await t.app.election.row()).results_published_at);
    await recordPublication(db, await t.app.election.view(), t.config, publishedAt);
    expect(await db.selectFrom('publications').select('id').execute()).toEqual([
      { id: rows[0]!.id },
    ]);
    const digests = (await get('/results/publication')).json() as PublicationDigests;
    expect(digests.version).toBe(1);
    for (const ata of atas.filter((a) => a.statusCode === 200)) {
      expect(createHash('sha256').update(ata.rawPayload).digest('hex')).toBe(digests.ataSha256);
    }
  });
});
