/**
 * The web form and the API accept exactly the same sign-up and sign-in values
 * (docs/decisions/020): for every field of the registry, generated values (valid-looking,
 * near-valid, garbage, any Unicode) go through the form's generated Yup schema and through
 * Fastify with the API's real body schemas, ajv formats, error handler and normalising hook; both
 * must accept or refuse each value, with the field's message, and agree on its normal form. What
 * the form sends (its normal form) must pass the API unchanged. Fixed seed: deterministic.
 */
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';

import { fieldSchema } from '../../src/containers/shared/fieldRules';
import { FIELD_KEYS, fields, type FieldKey } from '../../src/domain/fields';
import { messages } from '../../src/domain/messages';
import { errorHandler } from '../../src/server/errors';
import { ajvOptions } from '../../src/server/formats';
import { normaliseBody } from '../../src/server/http/normalise';
import { registerBody, sendCodeBody, validateCodeBody } from '../../src/server/http/schemas';
import { apiMessages } from '../../src/server/messages';

const SEED = 20_201;
const RUNS = 2000;

function checkDigit(digits: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CPF with correct check digits (possibly all the same digit: that one is invalid). */
const validCpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((base) => {
    const first = checkDigit(base);
    return [...base, first, checkDigit([...base, first])].join('');
  });

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** What people type or paste, and what clients send: any Unicode, controls and separators. */
const anyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...' \t\u00A0\uFEFF\u200B\u202E.-()@+'), maxLength: 8 }),
);

/** Inserts `piece` into `value` at a generated position. */
const withInserted = (value: fc.Arbitrary<string>, piece: fc.Arbitrary<string>) =>
  fc
    .tuple(value, piece, fc.nat())
    .map(([v, p, at]) => v.slice(0, at % (v.length + 1)) + p + v.slice(at % (v.length + 1)));

const invisible = fc.constantFrom(
  '\u202E',
  '\u2066',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u3164',
  '\u{E0041}',
  '\u2028',
  '\u0085',
  '\u0000',
);

const GENERATORS: Record<FieldKey, fc.Arbitrary<string>> = {
  botCheck: fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constant(''),
    fc.string({ minLength: 2040, maxLength: 2056, unit: fc.constantFrom('a', 'é', '😀') }),
    anyText,
  ),
  nome: fc.oneof(
    fc.string({ unit: fc.constantFrom(..."abcdeáãçé ÁÉ'-"), maxLength: 40 }),
    fc.constantFrom('Maria', 'Jo', '  Jo  ', 'Jose\u0301 Conceic\u0327a\u0303o', '李小龍', 'Ольга'),
    withInserted(fc.constantFrom('Maria da Silva', 'Ana'), invisible),
    // Around the maximum, counted in code points (astral characters are two UTF-16 units).
    fc
      .tuple(fc.integer({ min: 195, max: 205 }), fc.constantFrom('a', 'é', '😀', 'e\u0301', ' '))
      .map(([n, ch]) => `Ana${ch.repeat(n - 3)}`),
    // NFC makes some characters longer (composition exclusions).
    fc.integer({ min: 98, max: 202 }).map((n) => '\u0958'.repeat(n)),
    anyText,
  ),
  email: fc.oneof(
    fc.emailAddress(),
    fc.emailAddress().map((e) => `  ${e.toUpperCase()} `),
    fc.emailAddress().map((e) => e.split('.')[0] ?? e),
    fc.emailAddress().map((e) => e.replace('@', '')),
    fc.emailAddress().map((e) => `${e}@x.com`),
    fc.constantFrom('maria@empresa', 'eleitor@', '@example.com', 'a@b.co', '\u212A@example.com'),
    withInserted(fc.constant('maria@example.com'), fc.constantFrom(' ', '\u200B', 'ç', '..')),
    fc
      .string({ minLength: 245, maxLength: 260, unit: fc.constantFrom('a', '.') })
      .map((local) => `${local}@example.com`),
    anyText,
  ),
  celular: fc.oneof(
    digits(11, 11),
    digits(11, 11).map(fields.celular.format),
    digits(9, 13),
    digits(0, 16).map(fields.celular.format),
    digits(11, 11).map((d) => `+55 ${d}`),
    withInserted(digits(11, 11), fc.constantFrom(' ', '-', '(', 'a', '/', '٣', '\u00A0')),
    anyText.map(fields.celular.format),
    anyText,
  ),
  cpf: fc.oneof(
    validCpf,
    validCpf.map(fields.cpf.format),
    validCpf.map((c) => c.slice(0, 10) + String((Number(c[10]) + 1) % 10)),
    fc.integer({ min: 0, max: 9 }).map((d) => String(d).repeat(11)),
    digits(0, 14),
    digits(0, 14).map(fields.cpf.format),
    withInserted(validCpf, fc.constantFrom(' ', '.', '-', '/', 'x', '٣', '\u00A0', '  ')),
    withInserted(validCpf.map(fields.cpf.format), fc.constantFrom(' ', '.', '-', '\t')),
    anyText.map(fields.cpf.format),
    anyText,
  ),
  codigoVerificacao: fc.oneof(
    digits(6, 6),
    digits(0, 8),
    withInserted(digits(6, 6), fc.constantFrom(' ', '-', 'a', '٣')),
    anyText.map(fields.codigoVerificacao.format),
    anyText,
  ),
};

/** A body the API accepts, on the route that carries each field. */
const VALID = {
  nome: 'Maria da Silva',
  email: 'maria@example.com',
  celular: '11987654321',
  cpf: '52998224725',
  'cf-turnstile-response': 'token',
  codigoVerificacao: '123456',
};
const ROUTES: Record<FieldKey, { url: string; body: Record<string, string> }> = {
  botCheck: {
    url: '/register',
    body: pick('nome', 'email', 'celular', 'cpf', 'cf-turnstile-response'),
  },
  nome: {
    url: '/register',
    body: pick('nome', 'email', 'celular', 'cpf', 'cf-turnstile-response'),
  },
  email: {
    url: '/register',
    body: pick('nome', 'email', 'celular', 'cpf', 'cf-turnstile-response'),
  },
  celular: {
    url: '/register',
    body: pick('nome', 'email', 'celular', 'cpf', 'cf-turnstile-response'),
  },
  cpf: { url: '/send-code', body: pick('cpf') },
  codigoVerificacao: { url: '/validate', body: pick('cpf', 'codigoVerificacao') },
};
function pick(...names: (keyof typeof VALID)[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, VALID[name]]));
}

/**
 * The API's validation path without a database: Fastify with the app's ajv options (the
 * registry's formats), the real body schemas, error handler and normalising hook; the handler
 * echoes the normalised body.
 */
async function validationServer(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, ajv: { customOptions: ajvOptions } });
  app.setErrorHandler(errorHandler);
  app.addHook('preHandler', normaliseBody);
  const echo = async (request: { body: unknown }) => request.body;
  app.post('/register', { schema: { body: registerBody } }, echo);
  app.post('/send-code', { schema: { body: sendCodeBody } }, echo);
  app.post('/validate', { schema: { body: validateCodeBody } }, echo);
  await app.ready();
  return app;
}

type Verdict = { accepted: true; normal: string } | { accepted: false; message: string };

function web(key: FieldKey, value: string): Verdict {
  try {
    const normal = fieldSchema(yup, key).validateSync(value);
    return { accepted: true, normal: String(normal) };
  } catch (error) {
    return { accepted: false, message: (error as Error).message };
  }
}

async function api(app: FastifyInstance, key: FieldKey, value: string): Promise<Verdict> {
  const { url, body } = ROUTES[key];
  const { name } = fields[key];
  const res = await app.inject({ method: 'POST', url, payload: { ...body, [name]: value } });
  if (res.statusCode === 200) {
    return { accepted: true, normal: String((res.json() as Record<string, unknown>)[name]) };
  }
  expect(res.statusCode).toBe(422);
  const answer = res.json() as { message: string; errors: Record<string, string> };
  // Only this field is wrong, so its message is the only one, and it leads.
  expect(answer.errors).toEqual({ [name]: answer.message });
  return { accepted: false, message: answer.message };
}

describe('the web form and the API agree on every registry field', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await validationServer();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the fields in the spec order (section 5), then the code', () => {
    expect(FIELD_KEYS).toEqual([
      'botCheck',
      'nome',
      'email',
      'celular',
      'cpf',
      'codigoVerificacao',
    ]);
  });

  it.each(FIELD_KEYS)(
    '%s: same verdict, same message, same normal form',
    async (key) => {
      const counts = { accepted: 0, refused: 0 };
      await fc.assert(
        fc.asyncProperty(GENERATORS[key], async (value) => {
          const form = web(key, value);
          const server = await api(app, key, value);
          expect(server.accepted).toBe(form.accepted);
          if (form.accepted && server.accepted) {
            counts.accepted++;
            expect(server.normal).toBe(form.normal);
            // What the form sends is its normal form: the API takes it as it is.
            expect(await api(app, key, form.normal)).toEqual(form);
            expect(fields[key].validate(form.normal)).toBeNull();
          } else if (!form.accepted && !server.accepted) {
            counts.refused++;
            expect(form.message).toBe(messages.validation[fields[key].message]);
            expect(server.message).toBe(apiMessages.fields[key]);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // The generators reach both sides of every rule.
      expect(counts.accepted).toBeGreaterThan(RUNS / 20);
      expect(counts.refused).toBeGreaterThan(RUNS / 20);
    },
    20_000,
  );

  it('the bot check not done (null on the form) is refused like an empty token', () => {
    expect(web('botCheck', null as unknown as string)).toEqual({
      accepted: false,
      message: messages.validation.botCheck,
    });
  });

  it.each([
    ['nome', '  Jose\u0301   da  Silva ', 'José da Silva'],
    ['email', ' Maria@Example.COM ', 'maria@example.com'],
    ['celular', '(11) 98765-4321', '11987654321'],
    ['cpf', '529.982.247-25', '52998224725'],
  ] as const)('%s: %j is sent and stored as %j', async (key, raw, normal) => {
    expect(web(key, raw)).toEqual({ accepted: true, normal });
    expect(await api(app, key, raw)).toEqual({ accepted: true, normal });
  });

  it.each([
    ['email', 'maria@empresa'],
    ['celular', '1198765432'],
    ['nome', 'Maria\uFEFF da Silva'],
  ] as const)('%s: %j, once accepted by the form only, is refused by both', async (key, raw) => {
    expect(web(key, raw).accepted).toBe(false);
    expect((await api(app, key, raw)).accepted).toBe(false);
  });
});
