/**
 * The development mailbox (it shows every code) is never served through a proxy: not when
 * TRUST_PROXY names one, and not after any request arrived carrying X-Forwarded-For (nginx on
 * the same host makes every visitor look local). The attack: a remote client behind the proxy
 * reads a victim's code. It gets a JSON 404, and so does everyone afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiMessages } from '../../../src/server/messages';
import { startTestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { newVoter, register, sendCode } from '../helpers/voters';

describe('the development mailbox behind a proxy', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(databaseKinds.at(-1) ?? 'sqlite');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('a request through a proxy gets 404, and the mailbox stays off afterwards', async () => {
    const t = await startTestApp(database);
    try {
      const voter = newVoter();
      expect((await register(t.app, voter)).statusCode).toBe(201);
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
      // Direct on loopback, as in development: the mailbox works.
      const local = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(local.statusCode).toBe(200);
      expect(JSON.stringify(local.json())).toContain(voter.email);

      const proxied = await t.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(404);
      expect(proxied.json()).toEqual({ message: apiMessages.notFound });
      // Off for good: the next "local" request may be the proxy forwarding without the header.
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY set the mailbox is never served', async () => {
    const t = await startTestApp(database, { env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    } finally {
      await t.close();
    }
  });
});
