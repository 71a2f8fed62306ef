/**
 * One place where the server normalises what the schemas accepted: every field of the registry
 * (src/domain/fields.ts) in a body is replaced by its normal form before a handler sees it.
 */
import type { FastifyRequest } from 'fastify';

import { normaliseFields } from '../formats';

export async function normaliseBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  normaliseFields(body as Record<string, unknown>);
}
