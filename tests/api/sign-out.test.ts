/**
 * Issue 25: signing out ends the session on the server, for voters and operators. A copy of the
 * token taken before 'Sair' (a shared computer, a stolen token) is refused afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';
import { MemoryMailer } from './helpers/mail';
import { addOperator, ADMIN, signInOperator } from './helpers/operators';
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

  it("an operator's token copied before 'Sair' is refused after it, on every device; signing in again works", async () => {
    const email = await addOperator(t.app);
    const first = await signInOperator(t.app, mailer, email);
    t.clock.advance(5 * 60_000); // past the cool-down: a new code goes out
    const second = await signInOperator(t.app, mailer, email); // another device
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `${ADMIN}/me`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me(first)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/sign-out`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/sign-out`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(again.statusCode).toBe(401);

    t.clock.advance(5 * 60_000);
    const fresh = await signInOperator(t.app, mailer, email);
    expect((await me(fresh)).statusCode).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/audit?action=operator.sign-out`,
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(email);
  });
});
