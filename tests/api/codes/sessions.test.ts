/**
 * A token opens voter routes only while its voter exists, is not invalidated and has the
 * token's version (docs/decisions/083); operators' tokens (with a role) never do.
 */
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { endVoterSessions } from '../../../src/server/features/codes/sessions';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { API, newVoter, register, sendCode, validateCode } from '../helpers/voters';

describe.each(databaseKinds)('voter sessions on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let mailer: MemoryMailer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    mailer = new MemoryMailer();
    t = await startTestApp(database, { deps: { mailer } });
  });
  afterEach(async () => {
    await t.close();
  });

  async function signedIn() {
    const voter = newVoter();
    const { id } = (await register(t.app, voter)).json();
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    const res = await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email));
    return { id: id as number, voter, token: res.json().accessToken as string };
  }
  const list = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: { authorization: `Bearer ${token}` },
    });
  const vote = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: { authorization: `Bearer ${token}` },
      payload: { idCompany: 1, idCategory: 1 },
    });

  it('endVoterSessions: every token issued so far gets 401 at once; a new sign-in works', async () => {
    const { id, voter, token } = await signedIn();
    expect((await list(token)).statusCode).toBe(200);
    await endVoterSessions(
      { database: t.app.votacao.database, sessions: t.app.codes.sessions },
      id,
    );
    expect((await list(token)).statusCode).toBe(401);
    expect((await vote(token)).statusCode).toBe(401);
    t.clock.advance(31_000);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    const again = await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email));
    expect((await list(again.json().accessToken)).statusCode).toBe(200);
  });

  it('an invalidated voter: 401 on the list and the vote at once, even when another process did it', async () => {
    const { id, token } = await signedIn();
    expect((await list(token)).statusCode).toBe(200);
    // As another process would do it: straight in the database, no cache told (decision 130:
    // the list's query and the vote's statement read the session themselves).
    await t.app.votacao.database.db
      .updateTable('voters')
      .set({ invalidated_at: t.clock.t })
      .where('id', '=', id)
      .execute();
    expect((await list(token)).statusCode).toBe(401);
    expect((await vote(token)).statusCode).toBe(401);
    const stored = await t.app.votacao.database.db
      .selectFrom('votes')
      .select('id')
      .where('voter_id', '=', id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('a stale token is told 401 before anything else: not 409 after a vote, not 403 outside the window', async () => {
    const { id, voter, token } = await signedIn();
    expect((await vote(token)).statusCode).toBe(201);
    expect((await vote(token)).statusCode).toBe(409);
    const { db } = t.app.votacao.database;
    await db
      .updateTable('voters')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    expect((await vote(token)).statusCode).toBe(401);
    // A current token of the same voter still gets 409.
    t.clock.advance(31_000);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    const fresh = (await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email))).json()
      .accessToken as string;
    expect((await vote(fresh)).statusCode).toBe(409);
    // The window closes: the current token hears 403, the stale one still 401.
    await t.app.election.update({
      name: null,
      opens_at: null,
      closes_at: t.clock.t - 1000,
    });
    expect((await vote(fresh)).statusCode).toBe(403);
    expect((await vote(token)).statusCode).toBe(401);
  });

  it('a deleted voter: 401', async () => {
    const { id, token } = await signedIn();
    const { db } = t.app.votacao.database;
    await db.deleteFrom('otp_limits').where('voter_id', '=', id).execute();
    await db.deleteFrom('voters').where('id', '=', id).execute();
    t.app.codes.sessions.forget(id);
    expect((await list(token)).statusCode).toBe(401);
    expect((await vote(token)).statusCode).toBe(401);
  });

  it("an operator's token (role claim) never opens a voter route, even with a voter's id", async () => {
    const { id, voter } = await signedIn();
    const now = Math.floor(t.clock.t / 1000);
    const forged = await new SignJWT({
      id,
      nome: voter.nome,
      email: voter.email,
      ver: 0,
      role: 'operator',
      sub: '1',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await list(forged)).statusCode).toBe(401);
  });

  it('a token without a version (issued before versions existed) is refused', async () => {
    const { id, voter } = await signedIn();
    const now = Math.floor(t.clock.t / 1000);
    const old = await new SignJWT({ id, nome: voter.nome, email: voter.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await list(old)).statusCode).toBe(401);
  });
});
