/**
 * Logs never carry a CPF, an e-mail or a one-time code in clear (nor the token), only masks.
 */
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp, PROXY_WITHOUT_TRUST_PROXY } from '../../../src/server/app';
import { loggerOptions } from '../../../src/server/redact';
import { testConfig } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { API, newVoter, register, sendCode, validateCode, wrongCode } from '../helpers/voters';

describe('logs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('mask CPF and e-mail and never show the code or the token', async () => {
    let logs = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs += chunk.toString('utf8');
        callback();
      },
    });
    const mailer = new MemoryMailer();
    const app = buildApp(testConfig(database), { mailer, logger: { level: 'trace', stream } });
    try {
      const voter = newVoter();
      await register(app, voter);
      await register(app, voter); // duplicate: logged with masks
      await sendCode(app, voter.cpf);
      const code = mailer.lastCode(voter.email);
      await validateCode(app, voter.cpf, wrongCode(code));
      const { accessToken } = (await validateCode(app, voter.cpf, code)).json();
      await app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      mailer.failing = true;
      await sendCode(app, voter.cpf);

      expect(logs).toContain('Voter registered');
      expect(logs).toContain('One-time code queued');
      expect(logs).toContain(`***.***.*${voter.cpf.slice(7, 9)}-${voter.cpf.slice(9)}`);
      expect(logs).toContain('m***@e***.com.br');
      expect(logs).not.toContain(voter.cpf);
      expect(logs).not.toContain(voter.email);
      expect(logs).not.toContain(voter.email.split('@')[0]);
      expect(logs).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
      expect(logs).not.toContain(accessToken);
      expect(logs).not.toContain(voter.celular);
    } finally {
      await app.close();
    }
  });
});

class AddressLeakingMailer extends MemoryMailer {
  override async send(message: { to: string }): Promise<void> {
    // What SMTP servers answer for a refused recipient, address and all.
    const error = new Error(
      `Can't send mail - all recipients were rejected: 550 5.1.1 <${message.to}>: Recipient address rejected`,
    ) as Error & { rejected: string[]; response: string; responseCode: number };
    error.rejected = [message.to];
    error.response = `550 5.1.1 <${message.to}>: Recipient address rejected`;
    error.responseCode = 550;
    throw error;
  }
}

describe.each(databaseKinds)('logs with the server logger configuration on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('an SMTP failure naming the address and a database error quoting the row leak neither', async () => {
    let logs = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs += chunk.toString('utf8');
        callback();
      },
    });
    const app = buildApp(testConfig(database), {
      mailer: new AddressLeakingMailer(),
      logger: loggerOptions('trace', stream),
    });
    try {
      const voter = newVoter();
      expect((await register(app, voter)).statusCode).toBe(201);
      // The code is queued (200); the outbox's worker meets the refusal and logs it.
      expect((await sendCode(app, voter.cpf)).statusCode).toBe(200);
      expect(logs).toContain('E-mail finally failed');
      expect(logs).toContain('<e-mail>');

      // A real driver error for a duplicate row (pg puts the values in `detail`).
      const { db } = app.votacao.database;
      const duplicate = await db
        .insertInto('voters')
        .values({
          nome: voter.nome,
          email: voter.email,
          celular: '11912345678',
          cpf: voter.cpf,
          created_at: 1,
        })
        .execute()
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(duplicate).toBeInstanceOf(Error);
      app.log.error({ err: duplicate }, 'Database error (test)');
      expect(logs).toContain('Database error (test)');

      expect(logs).not.toContain(voter.email);
      expect(logs).not.toContain(voter.email.split('@')[0]);
      expect(logs).not.toContain(voter.cpf);
      expect(logs).not.toContain(voter.nome);
      expect(logs).not.toContain('11912345678');
    } finally {
      await app.close();
    }
  });
});

describe('the log hints at TRUST_PROXY', () => {
  it('once, when requests come through a proxy that TRUST_PROXY does not name', async () => {
    const database = await createTestDatabase('sqlite');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const app = buildApp(testConfig(database), { logger: loggerOptions('info', stream) });
    try {
      for (let i = 0; i < 3; i++) {
        await app.inject({
          method: 'GET',
          url: '/livez',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
      }
      const hints = lines.filter((line) => line.includes(PROXY_WITHOUT_TRUST_PROXY.slice(0, 60)));
      expect(hints).toHaveLength(1);
      expect(JSON.parse(hints[0]!)).toMatchObject({ level: 40 });
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('never when TRUST_PROXY names the proxy', async () => {
    const database = await createTestDatabase('sqlite');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const app = buildApp(testConfig(database, {}, { TRUST_PROXY: '127.0.0.1' }), {
      logger: loggerOptions('info', stream),
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/livez',
        headers: { 'x-forwarded-for': '203.0.113.1' },
      });
      expect(lines.some((line) => line.includes('TRUST_PROXY is not set'))).toBe(false);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
