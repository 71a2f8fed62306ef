/**
 * One log line per request (decision 124): what Fastify's 'incoming request' and 'request
 * completed' lines said, plus the route's own fields (a vote's category, never the company).
 */
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../../src/server/app';
import { loggerOptions } from '../../../src/server/redact';
import { testConfig } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { API, newVoter, register, sendCode, validateCode } from '../helpers/voters';

describe('request log lines', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('the category list and a vote write one line each, with method, URL, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        callback();
      },
    });
    const mailer = new MemoryMailer();
    const app = buildApp(testConfig(database), {
      mailer,
      logger: loggerOptions('info', stream),
    });
    try {
      const voter = newVoter();
      await register(app, voter);
      await sendCode(app, voter.cpf);
      const { accessToken } = (
        await validateCode(app, voter.cpf, mailer.lastCode(voter.email))
      ).json();
      const headers = { authorization: `Bearer ${accessToken}` };

      const list = await app.inject({ method: 'GET', url: `${API}/categories/app`, headers });
      const [category] = list.json().data;
      const vote = await app.inject({
        method: 'POST',
        url: `${API}/votes`,
        headers,
        payload: { idCategory: category.id, idCompany: category.companies[0].id },
      });
      expect(vote.statusCode).toBe(201);

      const of = (url: string, statusCode: number) => {
        const reqId = lines.find(
          (l) =>
            (l.req as { url?: string } | undefined)?.url === url &&
            (l.res as { statusCode?: number } | undefined)?.statusCode === statusCode,
        )?.reqId;
        expect(reqId).toBeDefined();
        return lines.filter((l) => l.reqId === reqId);
      };
      const [listLine, ...moreList] = of(`${API}/categories/app`, 200);
      expect(moreList).toEqual([]);
      expect(listLine).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: `${API}/categories/app` },
        res: { statusCode: 200 },
      });
      expect(typeof listLine?.responseTime).toBe('number');

      const [voteLine, ...moreVote] = of(`${API}/votes`, 201);
      expect(moreVote).toEqual([]);
      expect(voteLine).toMatchObject({
        event: 'Vote recorded',
        idCategory: category.id,
        req: { method: 'POST' },
        res: { statusCode: 201 },
      });
      expect(JSON.stringify(voteLine)).not.toContain('idCompany');
      expect(JSON.stringify(lines)).not.toContain(accessToken);
    } finally {
      await app.close();
    }
  });

  it('a request, answer or body logged by mistake shows no header and no body (the serializers)', async () => {
    let text = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        text += chunk.toString('utf8');
        callback();
      },
    });
    const app = buildApp(testConfig(database), {
      mailer: new MemoryMailer(),
      logger: loggerOptions('info', stream),
    });
    try {
      const secret = 'segredo-0123456789';
      app.log.info(
        {
          req: {
            method: 'POST',
            url: '/api/auth/validate-otp-code',
            headers: { authorization: `Bearer ${secret}`, cookie: `s=${secret}` },
            body: { cpf: secret, codigo: secret },
          },
          res: { statusCode: 200, headers: { 'set-cookie': `s=${secret}` } },
          body: { cpf: secret },
        },
        'logged by mistake',
      );
      const line = JSON.parse(text.trim().split('\n').pop() as string) as Record<string, unknown>;
      expect(text).not.toContain(secret);
      expect(line).toMatchObject({
        msg: 'logged by mistake',
        req: { method: 'POST', url: '/api/auth/validate-otp-code' },
        res: { statusCode: 200 },
        body: '[Redacted]',
      });
    } finally {
      await app.close();
    }
  });
});
