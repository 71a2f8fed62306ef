/**
 * Bad input on every route (missing fields, wrong types, huge strings, malformed JSON, invalid
 * CPF, wrong content type, random JSON) gets a 4xx with a Portuguese message, never a 500.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiMessages } from '../../../src/server/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { API, newVoter, register, sendCode, validateCode } from '../helpers/voters';

/** Words that only appear in our Portuguese messages, so an English default cannot pass. */
const PORTUGUESE =
  /[ãáâàçéêíóôõú]|\b(não|inválid[oa]s?|requisição|dados|muitas|código|empresa|categoria|sessão|corpo|envie|usuário|verifique)\b/i;

function expectPortuguese4xx(res: LightMyRequestResponse, status?: number) {
  if (status) expect(res.statusCode).toBe(status);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  expect(body.message).toMatch(PORTUGUESE);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|FST_|Error:|stack/);
  if (body.errors !== undefined) {
    for (const message of Object.values(body.errors)) expect(message).toMatch(PORTUGUESE);
  }
}

describe.each(databaseKinds)('bad input on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let token: string;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      // The fuzzing below sends hundreds of requests from one address.
      config: {
        rateLimit: { registerPerHour: 100_000, otpPerHour: 100_000, apiPerMinute: 1_000_000 },
      },
    });
    const voter = newVoter();
    await register(t.app, voter);
    await sendCode(t.app, voter.cpf);
    token = (await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email))).json().accessToken;
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const routes = [
    { url: `${API}/auth/register`, valid: () => newVoter() as object },
    { url: `${API}/auth/send-otp-code`, valid: () => ({ cpf: newVoter().cpf }) },
    {
      url: `${API}/auth/validate-otp-code`,
      valid: () => ({ cpf: newVoter().cpf, codigoVerificacao: '123456' }),
    },
    { url: `${API}/votes`, valid: () => ({ idCompany: 1, idCategory: 1 }) },
  ];

  const post = (
    url: string,
    payload: string | object | undefined,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });

  describe.each(routes)('POST $url', ({ url, valid }) => {
    it('422 for each missing field, naming it', async () => {
      const body = valid() as Record<string, unknown>;
      for (const field of Object.keys(body)) {
        const { [field]: _omit, ...rest } = body;
        const res = await post(url, rest);
        expectPortuguese4xx(res, 422);
        expect(Object.keys(res.json().errors)).toContain(field);
      }
    });

    it('422 for wrong types in every field', async () => {
      const body = valid() as Record<string, unknown>;
      for (const field of Object.keys(body)) {
        for (const wrong of [null, true, 12345678909, '7', [], {}, -1, 1.5]) {
          if (typeof body[field] === 'number' && (wrong === -1 || wrong === 1.5 || wrong === '7')) {
            const res = await post(url, { ...body, [field]: wrong });
            expectPortuguese4xx(res, 422);
            continue;
          }
          if (typeof body[field] === typeof wrong && !Array.isArray(wrong)) continue;
          const res = await post(url, { ...body, [field]: wrong });
          expectPortuguese4xx(res, 422);
          expect(Object.keys(res.json().errors)).toContain(field);
        }
      }
    });

    it('422 for huge strings in every field, 413 for a huge body', async () => {
      const body = valid() as Record<string, unknown>;
      for (const field of Object.keys(body)) {
        expectPortuguese4xx(await post(url, { ...body, [field]: '9'.repeat(5000) }), 422);
      }
      const huge = await post(url, { ...body, padding: 'x'.repeat(100_000) });
      expectPortuguese4xx(huge, 413);
      expect(huge.json().message).toBe(apiMessages.bodyTooLarge);
    });

    it('400 for malformed JSON and for an empty JSON body', async () => {
      const res = await post(url, '{"cpf": "123",');
      expectPortuguese4xx(res, 400);
      expect(res.json().message).toBe(apiMessages.malformedJson);
      const empty = await post(url, '');
      expectPortuguese4xx(empty, 400);
    });

    it('422 for a body that is not an object (array, string, number, null)', async () => {
      for (const raw of ['[]', '"texto"', '42', 'null']) {
        expectPortuguese4xx(await post(url, raw), 422);
      }
    });

    it('4xx without a body or with another content type', async () => {
      expectPortuguese4xx(await post(url, undefined));
      const text = await post(url, 'cpf=1', { 'content-type': 'text/plain' });
      expectPortuguese4xx(text, 415);
      const form = await post(url, 'cpf=1', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expectPortuguese4xx(form, 415);
    });

    it('random JSON bodies never get a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue(),
            fc.dictionary(
              fc.constantFrom(...Object.keys(valid()), 'extra'),
              fc.oneof(
                fc.string(),
                fc.integer(),
                fc.double(),
                fc.boolean(),
                fc.constant(null),
                fc.jsonValue(),
              ),
            ),
          ),
          async (body) => {
            const res = await post(url, JSON.stringify(body));
            expect(res.statusCode).toBeLessThan(500);
            if (res.statusCode >= 400) expectPortuguese4xx(res);
          },
        ),
        { numRuns: 60 },
      );
    });
  });

  it('422 "CPF inválido." for invalid CPFs on the CPF routes', async () => {
    for (const cpf of [
      '00000000000',
      '12345678900',
      '123.456.789-0',
      'abc.def.ghi-jk',
      '529982247250',
      '',
    ]) {
      for (const res of [await sendCode(t.app, cpf), await validateCode(t.app, cpf, '123456')]) {
        expectPortuguese4xx(res, 422);
        expect(res.json()).toEqual({ message: 'CPF inválido.', errors: { cpf: 'CPF inválido.' } });
      }
    }
  });

  it('GET /categories/app ignores a body and bad query strings', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app?x[]=1&y=%ZZ`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('an oversized Authorization header is a 4xx', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: { authorization: `Bearer ${'a'.repeat(10_000)}` },
    });
    expectPortuguese4xx(res, 401);
  });

  it('unknown API paths and methods answer 404 JSON in Portuguese', async () => {
    for (const [method, url] of [
      ['GET', `${API}/nada`],
      ['POST', `${API}/auth/nada`],
      ['DELETE', `${API}/votes`],
      ['GET', `${API}/votes`],
      ['PUT', `${API}/categories/app`],
      ['GET', API],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expectPortuguese4xx(res, 404);
      expect(res.json()).toEqual({ message: apiMessages.notFound });
    }
  });
});
