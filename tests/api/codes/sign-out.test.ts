/**
 * Issue 25: signing out ends the session on the server, for voters and operators. A copy of the
 * token taken before 'Sair' (a shared computer, a stolen token) is refused afterwards.
 */
import { describe, expect, it } from 'vitest';

import { databaseKinds } from '../helpers/databases';
import { appWithMailbox } from '../helpers/mailboxApp';
import { addOperator, ADMIN, signInOperator } from '../helpers/operators';
import { API, signedInVoter } from '../helpers/voters';

describe.each(databaseKinds)('sign-out on %s', (kind) => {
  const env = appWithMailbox(kind);

  it('a token copied before sign-out is refused after it', async () => {
    const { token } = await signedInVoter(env.t.app, env.mailer);
    const list = () =>
      env.t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await list()).statusCode).toBe(200);
    const out = await env.t.app.inject({
      method: 'POST',
      url: `${API}/auth/sign-out`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await list()).statusCode).toBe(401);
    const again = await env.t.app.inject({
      method: 'POST',
      url: `${API}/auth/sign-out`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it("an operator's token copied before 'Sair' is refused after it, on every device; signing in again works", async () => {
    const email = await addOperator(env.t.app);
    const first = await signInOperator(env.t.app, env.mailer, email);
    env.t.clock.advance(5 * 60_000); // past the cool-down: a new code goes out
    const second = await signInOperator(env.t.app, env.mailer, email); // another device
    const me = (token: string) =>
      env.t.app.inject({
        method: 'GET',
        url: `${ADMIN}/me`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me(first)).statusCode).toBe(200);
    const out = await env.t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/sign-out`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const again = await env.t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/sign-out`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(again.statusCode).toBe(401);

    env.t.clock.advance(5 * 60_000);
    const fresh = await signInOperator(env.t.app, env.mailer, email);
    expect((await me(fresh)).statusCode).toBe(200);
    const audit = await env.t.app.inject({
      method: 'GET',
      url: `${ADMIN}/audit?action=operator.sign-out`,
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(email);
  });
});
