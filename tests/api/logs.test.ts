/**
 * Logs never carry a CPF, an e-mail or a one-time code in clear (nor the token), only masks.
 */
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';
import { loggerOptions } from '../../src/server/redact';

import { testConfig } from './helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';
import { MemoryMailer } from './helpers/mail';
import { API, newVoter, register, sendCode, validateCode, wrongCode } from './helpers/voters';

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
