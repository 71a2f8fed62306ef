/**
 * Two processes on one PostgreSQL database, as production runs them: right after one publishes,
 * the other answers the published results, the ata and the receipts at once, though its copy of
 * the election (kept up to a second, decision 092) still said "not published" (issue 37: it
 * answered 404 for the ata seconds after the publication).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator } from '../helpers/operators';
import { API } from '../helpers/voters';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a publication seen by the other process', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = { RESULTS_SEAL_HOLD_MINUTES: '0' };
    a = await startTestApp(database, { deps: { mailer }, env });
    b = await startTestApp(database, { env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.drop();
  });

  it('answers at once, without waiting for its copy of the election to expire', async () => {
    const operator = bearer(await signInOperator(a.app, mailer, await addOperator(a.app)));
    const closed = await a.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/close-now`,
      headers: operator,
    });
    expect(closed.statusCode).toBe(200);
    a.clock.advance(1000);
    b.clock.advance(1000);
    // B reads (and keeps) the election as closed and unpublished.
    expect((await b.app.inject({ method: 'GET', url: `${API}/results/ata.pdf` })).statusCode).toBe(
      404,
    );
    const published = await a.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/publish`,
      headers: operator,
    });
    expect(published.statusCode).toBe(200);
    for (const url of [
      '/results',
      '/results/ata.pdf',
      '/results/receipts.txt',
      '/results/publication',
    ]) {
      expect((await b.app.inject({ method: 'GET', url: `${API}${url}` })).statusCode, url).toBe(
        200,
      );
    }
  });
});
