/**
 * One place where the server normalises what the schemas accepted: every body field that has a
 * normaliser is replaced by its normal form before a handler sees it.
 */
import type { FastifyRequest } from 'fastify';

import { normaliseCpf } from '../../domain/cpf';
import { onlyDigits } from '../../domain/digits';
import { normaliseEmail, normaliseName } from '../formats';

const NORMALISERS: Record<string, (value: string) => string> = {
  nome: normaliseName,
  email: normaliseEmail,
  celular: onlyDigits,
  cpf: normaliseCpf,
};

export async function normaliseBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const fields = body as Record<string, unknown>;
  for (const [name, normalise] of Object.entries(NORMALISERS)) {
    const value = fields[name];
    if (typeof value === 'string') fields[name] = normalise(value);
  }
}
