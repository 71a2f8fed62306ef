/**
 * Logs never carry a CPF, an e-mail or a one-time code in clear (nor the token), only masks.
 */
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../src/server/app';

import { testConfig } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/databases';
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
      expect(logs).toContain('One-time code sent');
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
