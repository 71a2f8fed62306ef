/** Valid, unique test voters (CPFs with correct check digits) and sign-up/sign-in shortcuts. */
import type { FastifyInstance } from 'fastify';

import { DEV_BOT_CHECK_TOKEN, type RegisterPayload } from '../../../src/domain/types';

function checkDigit(digits: number[]): number {
  const length = digits.length;
  const sum = digits.reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A valid CPF (11 digits) built from any number below 10^9. */
export function cpfFrom(n: number): string {
  const base = String(n % 1e9)
    .padStart(9, '0')
    .split('')
    .map(Number);
  if (base.every((d) => d === base[0])) base[8] = ((base[8] ?? 0) + 1) % 10;
  const first = checkDigit(base);
  const second = checkDigit([...base, first]);
  return [...base, first, second].join('');
}

export function maskCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

let sequence = Math.floor(Math.random() * 1e6) * 1000;

export function newVoter(overrides: Partial<RegisterPayload> = {}): RegisterPayload {
  sequence += 1;
  return {
    nome: `Maria da Silva ${sequence}`,
    email: `maria.${sequence}@example.com.br`,
    cpf: cpfFrom(sequence),
    celular: '11987654321',
    'cf-turnstile-response': DEV_BOT_CHECK_TOKEN,
    ...overrides,
  };
}

export const API = '/api';

export async function register(app: FastifyInstance, voter: RegisterPayload) {
  return app.inject({ method: 'POST', url: `${API}/auth/register`, payload: voter });
}

/** The outbox sends in the background (decision 200): wait until it has nothing due. */
export async function mailSettled(app: FastifyInstance) {
  await app.votacao.outbox.settled();
}

export async function sendCode(app: FastifyInstance, cpf: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/auth/send-otp-code`,
    payload: { cpf },
  });
  await mailSettled(app);
  return res;
}

export async function validateCode(app: FastifyInstance, cpf: string, codigoVerificacao: string) {
  return app.inject({
    method: 'POST',
    url: `${API}/auth/validate-otp-code`,
    payload: { cpf, codigoVerificacao },
  });
}

/**
 * Registers `voter`, asks for a code and signs in with the code `mailer` received: the voter,
 * their id and their access token (the sign-in most tests start from).
 */
export async function signedInVoter(
  app: FastifyInstance,
  mailer: { lastCode(email: string): string },
  voter: RegisterPayload = newVoter(),
): Promise<{ voter: RegisterPayload; id: number; token: string }> {
  const { id } = (await register(app, voter)).json<{ id: number }>();
  await sendCode(app, voter.cpf);
  const answer = await validateCode(app, voter.cpf, mailer.lastCode(voter.email));
  return { voter, id, token: answer.json<{ accessToken: string }>().accessToken };
}

/** A code that is surely not `code` (same length, different digits). */
export function wrongCode(code: string): string {
  return code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');
}

/** The calls again, carrying a bot-check token (the retry after a 428). */
export async function sendCodeWithBotCheck(app: FastifyInstance, cpf: string, token: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/auth/send-otp-code`,
    payload: { cpf, 'cf-turnstile-response': token },
  });
  await mailSettled(app);
  return res;
}

export async function validateCodeWithBotCheck(
  app: FastifyInstance,
  cpf: string,
  codigoVerificacao: string,
  token: string,
) {
  return app.inject({
    method: 'POST',
    url: `${API}/auth/validate-otp-code`,
    payload: { cpf, codigoVerificacao, 'cf-turnstile-response': token },
  });
}

/** PUT /api/nominations/:categoryId as the voter with `token` (one company named in a category). */
export function nominate(app: FastifyInstance, token: string, categoryId: number, text: string) {
  return app.inject({
    method: 'PUT',
    url: `${API}/nominations/${categoryId}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { text },
  });
}
