/**
 * Issue 25: signing out ends the session on the server. A copy of the token taken before 'Sair'
 * (a shared computer, a stolen token) is refused afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';
import { MemoryMailer } from './helpers/mail';
import { API, newVoter, register, sendCode, validateCode } from './helpers/voters';

describe.each(databaseKinds)('sign-out on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let mailer: MemoryMailer;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mailer = new MemoryMailer();
    t = await startTestApp(database, { deps: { mailer } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('a token copied before sign-out is refused after it', async () => {
    const voter = newVoter();
    await register(t.app, voter);
    await sendCode(t.app, voter.cpf);
    const token = (await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email))).json()
      .accessToken as string;
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await list()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/sign-out`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await list()).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/sign-out`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });
});
