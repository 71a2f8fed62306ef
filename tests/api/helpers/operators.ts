/** Operators for the API suite: add one, sign in through the API, and a voter's token. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import type { MemoryMailer } from './mail';
import { newVoter, register, sendCode, validateCode } from './voters';

export const ADMIN = '/api/admin';

let sequence = Math.floor(Math.random() * 1e6) * 1000;

export function newOperatorEmail(): string {
  sequence += 1;
  return `operadora.${sequence}@associacao.example.org`;
}

export async function addOperator(
  app: FastifyInstance,
  email = newOperatorEmail(),
  nome = 'Ana Operadora',
) {
  await app.operators.accounts.upsert(email, nome, Date.now());
  return email;
}

/** send-code, then validate-code with the code the memory mailer caught; the access token. */
export async function signInOperator(
  app: FastifyInstance,
  mailer: MemoryMailer,
  email: string,
): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: `${ADMIN}/auth/send-code`,
    payload: { email },
  });
  expect(sent.statusCode).toBe(200);
  await app.votacao.outbox.settled();
  const res = await app.inject({
    method: 'POST',
    url: `${ADMIN}/auth/validate-code`,
    payload: { email, codigoVerificacao: mailer.lastCode(email) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { accessToken: string }).accessToken;
}

/** Registers and signs in a new voter; their id and access token. */
export async function signInVoter(app: FastifyInstance, mailer: MemoryMailer) {
  const voter = newVoter();
  const registered = await register(app, voter);
  expect(registered.statusCode).toBe(201);
  const sent = await sendCode(app, voter.cpf);
  expect(sent.statusCode).toBeLessThan(300);
  const res = await validateCode(app, voter.cpf, mailer.lastCode(voter.email));
  expect(res.statusCode).toBe(200);
  return {
    id: (registered.json() as { id: number }).id,
    token: (res.json() as { accessToken: string }).accessToken,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
