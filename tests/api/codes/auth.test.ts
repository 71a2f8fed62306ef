/**
 * Sign-up and sign-in: every success and failure status of POST /auth/register,
 * /auth/send-otp-code and /auth/validate-otp-code, with the error bodies' messages.
 */
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { messages } from '../../../src/domain/messages';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import type { BotCheck } from '../../../src/server/botcheck/botcheck';
import { apiMessages } from '../../../src/server/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import {
  API,
  maskCpf,
  newVoter,
  register,
  sendCode,
  sendCodeWithBotCheck,
  validateCode,
  validateCodeWithBotCheck,
  wrongCode,
} from '../helpers/voters';

class CountingBotCheck implements BotCheck {
  readonly kind = 'dev' as const;
  calls = 0;
  async verify(token: string) {
    this.calls += 1;
    return token === DEV_BOT_CHECK_TOKEN;
  }
}

describe.each(databaseKinds)('auth calls on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let mailer: MemoryMailer;
  let botCheck: CountingBotCheck;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    mailer = new MemoryMailer();
    botCheck = new CountingBotCheck();
    t = await startTestApp(database, { deps: { mailer, botCheck } });
  });
  afterEach(async () => {
    await t.close();
  });

  describe('POST /auth/register', () => {
    it('201 for a new voter, storing CPF and celular as digits and the e-mail lower-cased', async () => {
      const voter = newVoter({ email: 'Ana.Souza@Example.COM' });
      const res = await register(t.app, voter);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number) });
      const row = await t.app.votacao.database.db
        .selectFrom('voters')
        .selectAll()
        .where('cpf', '=', voter.cpf)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: 'ana.souza@example.com',
        cpf: voter.cpf,
        celular: '11987654321',
      });
    });

    it('accepts masked CPF and celular too (digits are stored)', async () => {
      const voter = newVoter();
      const res = await register(t.app, {
        ...voter,
        cpf: maskCpf(voter.cpf),
        celular: '(11) 98765-4321',
      });
      expect(res.statusCode).toBe(201);
    });

    it('400 "Usuário já existe." for a CPF already registered', async () => {
      const voter = newVoter();
      expect((await register(t.app, voter)).statusCode).toBe(201);
      const res = await register(t.app, { ...newVoter(), cpf: voter.cpf });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: messages.errors.userExists });
    });

    it('400 for an e-mail already registered, whatever its case', async () => {
      const voter = newVoter();
      expect((await register(t.app, voter)).statusCode).toBe(201);
      const res = await register(t.app, { ...newVoter(), email: voter.email.toUpperCase() });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Usuário já existe.');
    });

    it('400 for exactly one of two simultaneous sign-ups with the same CPF', async () => {
      const voter = newVoter();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => register(t.app, { ...newVoter(), cpf: voter.cpf })),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(400)]);
    });

    it('401 "Erro na validação de segurança." when the bot check fails', async () => {
      const res = await register(t.app, newVoter({ 'cf-turnstile-response': 'not-the-token' }));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.errors.botCheckFailed });
    });

    it('422 with per-field messages (spec order), before the bot-check token is spent', async () => {
      const res = await register(t.app, {
        nome: 'Al',
        email: 'sem-arroba',
        celular: '1199',
        cpf: '11111111111',
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Nome inválido.',
        errors: {
          nome: 'Nome inválido.',
          email: 'E-mail inválido.',
          celular: 'Celular inválido.',
          cpf: 'CPF inválido.',
        },
      });
      expect(botCheck.calls).toBe(0);
    });

    it('422 "CPF inválido." for a CPF whose check digits are wrong', async () => {
      const voter = newVoter();
      const bad = voter.cpf.slice(0, 10) + String((Number(voter.cpf[10]) + 1) % 10);
      const res = await register(t.app, { ...voter, cpf: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'CPF inválido.', errors: { cpf: 'CPF inválido.' } });
    });

    it('422 asking for the bot check when its token is missing', async () => {
      const { 'cf-turnstile-response': _omit, ...rest } = newVoter();
      const res = await register(t.app, rest as never);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(messages.validation.botCheck);
    });

    it('a name of only spaces is invalid', async () => {
      const res = await register(t.app, newVoter({ nome: '     ' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ nome: 'Nome inválido.' });
    });
  });

  describe('POST /auth/send-otp-code', () => {
    it('200 with the masked address and validity, and an e-mail whose body holds the code', async () => {
      const voter = newVoter();
      await register(t.app, voter);
      const res = await sendCode(t.app, voter.cpf);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        maskedEmail: `m•••@${voter.email.split('@')[1]}`,
        expiresInSeconds: 600,
        alreadySent: false,
        resendInSeconds: t.config.otp.resendCooldownSeconds,
      });
      const mail = mailer.sent.at(-1);
      expect(mail?.to).toBe(voter.email);
      expect(mail?.subject).toBe(apiMessages.mail.subject);
      expect(mail?.text).toMatch(/(?<!\d)\d{6}(?!\d)/);
      expect(mail?.text).toContain(mail?.code);
    });

    it('403 "Não encontramos um usuário com esse CPF." for an unknown CPF', async () => {
      const res = await sendCode(t.app, newVoter().cpf);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.errors.cpfNotFound });
    });

    it('422 "CPF inválido." for an invalid CPF', async () => {
      const res = await sendCode(t.app, '12345678900');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'CPF inválido.', errors: { cpf: 'CPF inválido.' } });
    });

    it('within the cool-down with a pending code: 200 alreadySent, no second e-mail', async () => {
      const voter = newVoter();
      await register(t.app, voter);
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
      const code = mailer.lastCode(voter.email);
      t.clock.advance(10_000);
      const again = await sendCode(t.app, voter.cpf);
      expect(again.statusCode).toBe(200);
      // The cool-down counts from the first e-mail, not from this second ENTRAR (issue 12).
      expect(again.json()).toMatchObject({
        alreadySent: true,
        expiresInSeconds: 590,
        resendInSeconds: t.config.otp.resendCooldownSeconds - 10,
      });
      t.clock.advance(7_500);
      expect((await sendCode(t.app, voter.cpf)).json()).toMatchObject({
        alreadySent: true,
        resendInSeconds: t.config.otp.resendCooldownSeconds - 17,
      });
      expect(mailer.sent).toHaveLength(1);
      // The code in the inbox still works.
      expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(200);
    });

    it('429 with Retry-After within the cool-down when no code is pending, 200 after it', async () => {
      const voter = newVoter();
      await register(t.app, voter);
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
      expect((await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email))).statusCode).toBe(
        200,
      );
      t.clock.advance(10_000);
      const res = await sendCode(t.app, voter.cpf);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('20');
      expect(res.json()).toEqual({ message: apiMessages.resendTooSoon(20) });
      t.clock.advance(20_000);
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    });

    it('past the hourly number of codes per CPF: 428 asking for the bot check, never a refusal', async () => {
      const voter = newVoter();
      await register(t.app, voter);
      for (let i = 0; i < t.config.otp.maxSendsPerHour; i++) {
        expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
        t.clock.advance(31_000);
      }
      const res = await sendCode(t.app, voter.cpf);
      expect(res.statusCode).toBe(428);
      expect(res.json()).toEqual({
        message: apiMessages.botCheckRequired,
        botCheckRequired: true,
        botCheckReason: 'cpf',
      });
      const wrongToken = await sendCodeWithBotCheck(t.app, voter.cpf, 'not-the-token');
      expect(wrongToken.statusCode).toBe(428);
      const withCheck = await sendCodeWithBotCheck(t.app, voter.cpf, DEV_BOT_CHECK_TOKEN);
      expect(withCheck.statusCode).toBe(200);
      expect(withCheck.json().alreadySent).toBe(false);
    });

    it('SMTP failing: 200 at once, the e-mail is retried and the code arrives once SMTP is back', async () => {
      const voter = newVoter();
      await register(t.app, voter);
      mailer.failing = true;
      const res = await sendCode(t.app, voter.cpf);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ alreadySent: false });
      expect(mailer.sent).toHaveLength(0);
      const { id } = await t.app.votacao.database.db
        .selectFrom('voters')
        .select('id')
        .where('cpf', '=', voter.cpf)
        .executeTakeFirstOrThrow();
      const [delivery] = await t.app.votacao.outbox.deliveriesOf(id);
      expect(delivery).toMatchObject({ kind: 'voter-code', status: 'retrying', attempts: 1 });
      expect(delivery?.lastError).toContain('ECONNREFUSED');
      mailer.failing = false;
      t.clock.advance(2_000);
      await t.app.votacao.outbox.settled();
      const code = mailer.lastCode(voter.email);
      expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(200);
      const [sent] = await t.app.votacao.outbox.deliveriesOf(id);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, sentAt: t.clock.t });
    });

    it('a code whose e-mail gave up in time (the mail server away) is withdrawn: the voter may ask again at once', async () => {
      const voter = newVoter();
      await register(t.app, voter);
      t.clock.advance(31_000);
      mailer.failing = true;
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
      // Retried until the code expires (its e-mail's give-up time), then given up.
      for (let i = 0; i < 30; i++) {
        t.clock.advance(30_000);
        await t.app.votacao.outbox.pump();
        await t.app.votacao.outbox.settled();
      }
      mailer.failing = false;
      const again = await sendCode(t.app, voter.cpf);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ alreadySent: false });
      await t.app.votacao.outbox.settled();
      expect((await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email))).statusCode).toBe(
        200,
      );
    });

    it('a code refused for good (SMTP 5xx) counts as sent: the address rests a day, the voter is told (issue 37)', async () => {
      const voter = newVoter();
      await register(t.app, voter);
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
      const first = mailer.lastCode(voter.email);
      t.clock.advance(31_000);
      mailer.rejecting = true;
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
      mailer.rejecting = false;
      // The refused code replaced the first one: the first no longer works…
      expect((await validateCode(t.app, voter.cpf, first)).statusCode).toBe(401);
      // …and asking again is refused with the reason (tests/api/infrastructure/mail-bounces.test.ts over SMTP).
      t.clock.advance(31_000);
      const again = await sendCode(t.app, voter.cpf);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain('Não conseguimos entregar e-mails para este endereço');
    });
  });

  describe('POST /auth/validate-otp-code', () => {
    async function registeredWithCode() {
      const voter = newVoter();
      await register(t.app, voter);
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
      return { voter, code: mailer.lastCode(voter.email) };
    }

    it('200 with an HS256 access token carrying id, nome, email, iat and exp', async () => {
      const { voter, code } = await registeredWithCode();
      const res = await validateCode(t.app, voter.cpf, code);
      expect(res.statusCode).toBe(200);
      const { accessToken } = res.json();
      expect(accessToken.split('.')).toHaveLength(3);
      expect(decodeProtectedHeader(accessToken).alg).toBe('HS256');
      const payload = decodeJwt(accessToken);
      expect(payload).toEqual({
        id: expect.any(Number),
        nome: voter.nome,
        email: voter.email,
        iat: Math.floor(t.clock.t / 1000),
        exp: Math.floor(t.clock.t / 1000) + 120 * 60,
        ver: 0,
      });
    });

    it('401 for a wrong code, saying how many tries the code has left', async () => {
      const { voter, code } = await registeredWithCode();
      const res = await validateCode(t.app, voter.cpf, wrongCode(code));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: apiMessages.invalidCode, triesLeft: 4 });
    });

    it('401 for a used code (single use)', async () => {
      const { voter, code } = await registeredWithCode();
      expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(200);
      const res = await validateCode(t.app, voter.cpf, code);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(apiMessages.invalidCode);
    });

    it('one 200 only when the same code is sent many times at once', async () => {
      const { voter, code } = await registeredWithCode();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => validateCode(t.app, voter.cpf, code)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    });

    it('401 for an expired code (10 minutes)', async () => {
      const { voter, code } = await registeredWithCode();
      t.clock.advance(10 * 60_000);
      const res = await validateCode(t.app, voter.cpf, code);
      expect(res.statusCode).toBe(401);
    });

    it('accepts a code just before it expires', async () => {
      const { voter, code } = await registeredWithCode();
      t.clock.advance(10 * 60_000 - 1_000);
      expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(200);
    });

    it('401 for a code replaced by a newer one', async () => {
      const { voter, code } = await registeredWithCode();
      t.clock.advance(31_000);
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
      const newer = mailer.lastCode(voter.email);
      if (newer !== code) {
        expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(401);
      }
      expect((await validateCode(t.app, voter.cpf, newer)).statusCode).toBe(200);
    });

    it('401 for a CPF that is not registered', async () => {
      const res = await validateCode(t.app, newVoter().cpf, '123456');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(apiMessages.invalidCode);
    });

    it('no lock-out: after 3 wrong codes a bot check (428), and with it the right code works', async () => {
      const { voter, code } = await registeredWithCode();
      for (let i = 0; i < 3; i++) {
        expect((await validateCode(t.app, voter.cpf, wrongCode(code))).statusCode).toBe(401);
      }
      const asked = await validateCode(t.app, voter.cpf, code);
      expect(asked.statusCode).toBe(428);
      expect(asked.json()).toEqual({
        message: apiMessages.botCheckRequired,
        botCheckRequired: true,
        botCheckReason: 'cpf',
      });
      // No try was spent by the 428: the code still has its last two.
      const res = await validateCodeWithBotCheck(t.app, voter.cpf, code, DEV_BOT_CHECK_TOKEN);
      expect(res.statusCode).toBe(200);
    });

    it('a code dies after 5 wrong tries; a new one (after the cool-down) works', async () => {
      const { voter, code } = await registeredWithCode();
      for (let i = 0; i < 5; i++) {
        const res = await validateCodeWithBotCheck(
          t.app,
          voter.cpf,
          wrongCode(code),
          DEV_BOT_CHECK_TOKEN,
        );
        expect(res.statusCode).toBe(401);
        expect(res.json().triesLeft).toBe(4 - i);
      }
      const dead = await validateCodeWithBotCheck(t.app, voter.cpf, code, DEV_BOT_CHECK_TOKEN);
      expect(dead.statusCode).toBe(401);
      expect(dead.json().triesLeft).toBe(0);
      t.clock.advance(31_000);
      expect((await sendCodeWithBotCheck(t.app, voter.cpf, DEV_BOT_CHECK_TOKEN)).statusCode).toBe(
        200,
      );
      const next = mailer.lastCode(voter.email);
      expect(
        (await validateCodeWithBotCheck(t.app, voter.cpf, next, DEV_BOT_CHECK_TOKEN)).statusCode,
      ).toBe(200);
    });

    it('parallel wrong tries cannot pass the bot-check threshold unchecked', async () => {
      const { voter, code } = await registeredWithCode();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => validateCode(t.app, voter.cpf, wrongCode(code))),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 428)).toHaveLength(9);
    });

    it('422 for a code that is not six digits (no try is spent)', async () => {
      const { voter, code } = await registeredWithCode();
      for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
        const res = await validateCode(t.app, voter.cpf, bad);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          codigoVerificacao: apiMessages.fields.codigoVerificacao,
        });
      }
      expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(200);
    });
  });

  describe('per-IP limits', () => {
    it('429 with Retry-After and a Portuguese message past RATE_LIMIT_REGISTER_PER_HOUR', async () => {
      await t.close();
      t = await startTestApp(database, {
        config: { rateLimit: { ...t.config.rateLimit, registerPerHour: 2 } },
        deps: { mailer, botCheck },
      });
      expect((await register(t.app, newVoter())).statusCode).toBe(201);
      expect((await register(t.app, newVoter())).statusCode).toBe(201);
      const res = await register(t.app, newVoter());
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/^Muitas requisições desta rede \(Wi-Fi ou operadora\)/);
      // Another address is not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/register`,
        payload: newVoter(),
        remoteAddress: '10.1.2.3',
      });
      expect(other.statusCode).toBe(201);
    });

    it('429 past RATE_LIMIT_OTP_PER_HOUR on the code calls', async () => {
      await t.close();
      t = await startTestApp(database, {
        config: { rateLimit: { ...t.config.rateLimit, otpPerHour: 1 } },
        deps: { mailer, botCheck },
      });
      const cpf = newVoter().cpf;
      expect((await sendCode(t.app, cpf)).statusCode).toBe(403);
      expect((await sendCode(t.app, cpf)).statusCode).toBe(429);
      expect((await validateCode(t.app, cpf, '123456')).statusCode).toBe(401);
      expect((await validateCode(t.app, cpf, '123456')).statusCode).toBe(429);
    });
  });
});
