/**
 * Sign-up and vote keep the client's network prefix (IPv4 /24, IPv6 /64, from request.ip, so
 * behind a trusted proxy from X-Forwarded-For) and never the full address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { API, newVoter, sendCode, validateCode } from '../helpers/voters';

describe.each(databaseKinds)('network prefixes on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer }, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('stores 203.0.113.0/24 for a sign-up from 203.0.113.77 and 2001:db8:1:2::/64 for a vote over IPv6', async () => {
    const voter = newVoter();
    const registered = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/register`,
      payload: voter,
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(registered.statusCode).toBe(201);
    const id = registered.json().id as number;
    await sendCode(t.app, voter.cpf);
    const token = (await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email))).json()
      .accessToken as string;
    const { db } = t.app.votacao.database;
    const company = await db
      .selectFrom('companies')
      .select(['id', 'category_id'])
      .executeTakeFirstOrThrow();
    const voted = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      payload: { idCompany: company.id, idCategory: company.category_id },
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      },
    });
    expect(voted.statusCode).toBe(201);

    const row = await db
      .selectFrom('voters')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.signup_prefix).toBe('203.0.113.0/24');
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
    const vote = await db
      .selectFrom('votes')
      .selectAll()
      .where('voter_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(vote.prefix).toBe('2001:db8:1:2::/64');
    expect(JSON.stringify(vote)).not.toContain('aaaa');
  });
});
