/** What the checks read: one row per voter, and votes counted per category, company and bucket. */
import type { IntegrityFlag } from '../../domain/admin';

export interface VoterFacts {
  id: number;
  email: string;
  celular: string;
  created_at: number;
  signup_prefix: string | null;
}

export type Flag = IntegrityFlag;

export const iso = (ms: number | null): string | null =>
  ms === null ? null : new Date(ms).toISOString();

export const MINUTE = 60_000;
