/**
 * The last lock-out path (docs/decisions/080): an attacker who solves a bot check on every call
 * spends a CPF's 49 guesses for the window, so even the voter's right code gets 429. The voter
 * still signs in: once the CPF is under attack, the code e-mail (read here through a real SMTP
 * listener) also carries a single-use sign-in link the attacker can neither guess nor spend.
 */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SIGN_IN_LINK_PATH } from '../../../src/domain/constants';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { apiMessages } from '../../../src/server/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { codeIn, SmtpListener, type ReceivedMail } from '../helpers/mail';
import { API, newVoter, register } from '../helpers/voters';

const PROXY = '127.0.0.1';
const PUBLIC_URL = 'https://votacao.example.org';
let addressSeq = 0;
const freshAddress = () => {
  addressSeq += 1;
  return `198.51.${Math.floor(addressSeq / 250) % 250}.${(addressSeq % 250) + 1}`;
};

/** The token of the sign-in link in a mail body, or null when the mail has none. */
function linkIn(body: string): string | null {
  const prefix = `${PUBLIC_URL}${SIGN_IN_LINK_PATH}#`;
  const at = body.indexOf(prefix);
  if (at < 0) return null;
  return /^[A-Za-z0-9_-]+/.exec(body.slice(at + prefix.length))?.[0] ?? null;
}

const claims = (jwt: string) => {
  const payload = JSON.parse(
    Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  return payload;
};

describe.each(databaseKinds)('the sign-in link against a spent guessing cap on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = new SmtpListener();
    await smtp.start();
    t = await startTestApp(database, {
      config: { trustProxy: [PROXY], publicUrl: PUBLIC_URL },
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Votação <nao-responda@votacao.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await database.drop();
  });

  const call = (path: string, payload: object, address: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/auth/${path}`,
      payload,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': address },
    });
  const send = async (cpf: string, address: string, token?: string) => {
    const res = await call(
      'send-otp-code',
      token ? { cpf, 'cf-turnstile-response': token } : { cpf },
      address,
    );
    await t.app.votacao.outbox.settled();
    return res;
  };
  const validate = (cpf: string, code: string, address: string, token?: string) =>
    call(
      'validate-otp-code',
      token
        ? { cpf, codigoVerificacao: code, 'cf-turnstile-response': token }
        : { cpf, codigoVerificacao: code },
      address,
    );
  const openLink = (token: string, address: string) =>
    call('validate-otp-link', { token }, address);

  /** Sends (with a bot check when asked) and returns the mail that arrived for it. */
  async function sendAndRead(voter: { cpf: string; email: string }, address: string) {
    const before = smtp.mailsTo(voter.email).length;
    let res = await send(voter.cpf, address);
    if (res.statusCode === 428) res = await send(voter.cpf, address, DEV_BOT_CHECK_TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadySent: false });
    return smtp.waitFor(voter.email, before + 1);
  }

  it('the attacker spends the cap; the voter signs in by the link, once', async () => {
    const voter = newVoter();
    expect((await register(t.app, voter)).statusCode).toBe(201);

    // A voter nobody attacks gets the code alone, as before.
    const first = await sendAndRead(voter, freshAddress());
    expect(linkIn(first.body)).toBeNull();
    t.clock.advance(31_000);

    // The attacker: a solved bot check on every call, a new address for every call.
    let evaluated = 0;
    let capped = false;
    while (!capped) {
      const sent = await send(voter.cpf, freshAddress(), DEV_BOT_CHECK_TOKEN);
      expect(sent.statusCode).toBe(200);
      for (let i = 0; i < 5 && !capped; i++) {
        const guess = await validate(voter.cpf, '000000', freshAddress(), DEV_BOT_CHECK_TOKEN);
        if (guess.statusCode === 200) throw new Error('guessed (1 in a million): run again');
        if (guess.statusCode === 401) evaluated += 1;
        else {
          expect(guess.statusCode).toBe(429);
          capped = true;
        }
      }
      t.clock.advance(31_000);
    }
    expect(evaluated).toBe(49);

    // The voter asks for a code after the cool-down; the e-mail carries the code and a link.
    const mail: ReceivedMail = await sendAndRead(voter, freshAddress());
    const code = codeIn(mail.body);
    const link = linkIn(mail.body);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.body).toContain(
      'Houve muitas tentativas de entrar com o seu CPF. Se o código não funcionar, entre por este link',
    );

    // The right code is still refused: the cap holds for every code, the voter's too.
    const right = await validate(voter.cpf, code, freshAddress(), DEV_BOT_CHECK_TOKEN);
    expect(right.statusCode).toBe(429);

    // Forged and malformed links are refused; they count nothing against the CPF.
    const forged = await openLink(randomBytes(32).toString('base64url'), freshAddress());
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ message: apiMessages.invalidLink });
    expect((await openLink('not-a-token', freshAddress())).statusCode).toBe(422);

    // The link signs in, with a token like the code's.
    const signedIn = await openLink(link ?? '', freshAddress());
    expect(signedIn.statusCode).toBe(200);
    const { accessToken } = signedIn.json<{ accessToken: string }>();
    const categories = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(categories.statusCode).toBe(200);

    // Single use: replayed, it is refused; and the code that came with it is gone too.
    const replayed = await openLink(link ?? '', freshAddress());
    expect(replayed.statusCode).toBe(401);

    // A stranger asking for the next codes (every 30 s) does not take away the link the voter
    // already holds (decision 172): the older link still works, once, and so does the newer one.
    t.clock.advance(31_000);
    const older = linkIn((await sendAndRead(voter, freshAddress())).body);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(31_000);
      expect((await send(voter.cpf, freshAddress(), DEV_BOT_CHECK_TOKEN)).statusCode).toBe(200);
    }
    t.clock.advance(31_000);
    const newer = linkIn((await sendAndRead(voter, freshAddress())).body);
    expect(older).not.toBeNull();
    expect(newer).not.toBe(older);
    expect((await openLink(older ?? '', freshAddress())).statusCode).toBe(200);
    expect((await openLink(older ?? '', freshAddress())).statusCode).toBe(401);
    const again = await openLink(newer ?? '', freshAddress());
    expect(again.statusCode).toBe(200);
    const a = claims(accessToken);
    const b = claims(again.json<{ accessToken: string }>().accessToken);
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.sub).toBe(a.sub);

    // An expired link is refused.
    t.clock.advance(31_000);
    const late = linkIn((await sendAndRead(voter, freshAddress())).body);
    t.clock.advance(t.config.otp.ttlMinutes * 60_000);
    expect((await openLink(late ?? '', freshAddress())).statusCode).toBe(401);

    // Once the window ends, the code works again, as before.
    t.clock.advance(24 * 3_600_000);
    const mailAfter = await sendAndRead(voter, freshAddress());
    let res = await validate(voter.cpf, codeIn(mailAfter.body), freshAddress());
    if (res.statusCode === 428) {
      res = await validate(voter.cpf, codeIn(mailAfter.body), freshAddress(), DEV_BOT_CHECK_TOKEN);
    }
    expect(res.statusCode).toBe(200);
  });

  it('wrong links are budgeted per client (30 an hour), like wrong codes', async () => {
    const client = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await openLink(randomBytes(32).toString('base64url'), client)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });
});
