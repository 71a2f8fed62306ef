/**
 * The audit chain's key (issue 36, decision 230): an HMAC-SHA-256 key the database never holds,
 * from AUDIT_KEY or AUDIT_KEY_FILE (required in production; a fixed development key otherwise).
 * Keys replaced by a rotation stay listed in AUDIT_PREVIOUS_KEYS / AUDIT_PREVIOUS_KEYS_FILE so the
 * rows they keyed still verify (docs/deploy.md, "Chave da trilha de auditoria").
 *
 * The key is process-wide: the server sets it at boot from its config, the CLI from its
 * environment, before any audit row is written or checked.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface AuditKeys {
  /** Keys every new row. */
  current: Buffer;
  /** Earlier keys, only to verify the rows they keyed (newest first). */
  previous: Buffer[];
}

/** Shorter keys are refused: 32 bytes of randomness, e.g. `openssl rand -base64 48`. */
export const MIN_AUDIT_KEY_LENGTH = 32;

/** Development and tests only; refused in production (config.ts). */
export const DEVELOPMENT_AUDIT_KEY = 'votacao-development-audit-key-not-for-production-use';

/** A key's public name (printed by `audit verify`, stored in a rotation row): no secret in it. */
export const auditKeyId = (key: Buffer): string =>
  createHash('sha256').update('votacao-audit-key-id\0').update(key).digest('hex').slice(0, 16);

let keys: AuditKeys = { current: Buffer.from(DEVELOPMENT_AUDIT_KEY, 'utf8'), previous: [] };

export function setAuditKeys(next: AuditKeys): void {
  keys = next;
}

export function auditKeys(): AuditKeys {
  return keys;
}

/**
 * Reads AUDIT_KEY / AUDIT_KEY_FILE and AUDIT_PREVIOUS_KEYS / AUDIT_PREVIOUS_KEYS_FILE; pushes
 * one line per problem (the variable's name first, as config.ts does).
 */
export function readAuditKeys(
  env: NodeJS.ProcessEnv,
  cwd: string,
  production: boolean,
  problems: string[],
): AuditKeys {
  const str = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const readFile = (name: string, file: string): string | undefined => {
    try {
      return fs.readFileSync(path.resolve(cwd, file), 'utf8');
    } catch (error) {
      problems.push(
        `${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
      return undefined;
    }
  };
  const checked = (name: string, key: string): Buffer | null => {
    if (key.length < MIN_AUDIT_KEY_LENGTH) {
      problems.push(`${name}: must have at least ${MIN_AUDIT_KEY_LENGTH} characters`);
      return null;
    }
    if (production && key === DEVELOPMENT_AUDIT_KEY) {
      problems.push(`${name}: the development key is refused when NODE_ENV=production`);
      return null;
    }
    return Buffer.from(key, 'utf8');
  };

  let current: Buffer | null = null;
  const inline = str('AUDIT_KEY');
  const file = str('AUDIT_KEY_FILE');
  if (inline !== undefined && file !== undefined) {
    problems.push('AUDIT_KEY and AUDIT_KEY_FILE: set one of them, not both');
  } else if (inline !== undefined) {
    current = checked('AUDIT_KEY', inline);
  } else if (file !== undefined) {
    const text = readFile('AUDIT_KEY_FILE', file)?.trim();
    if (text !== undefined) current = checked('AUDIT_KEY_FILE', text);
  } else if (production) {
    problems.push(
      `AUDIT_KEY or AUDIT_KEY_FILE: required when NODE_ENV=production (the audit trail's HMAC key, at least ${MIN_AUDIT_KEY_LENGTH} random characters kept outside the database, e.g. \`openssl rand -base64 48\`)`,
    );
  } else {
    current = Buffer.from(DEVELOPMENT_AUDIT_KEY, 'utf8');
  }

  const previous: Buffer[] = [];
  const listed = [
    ...(str('AUDIT_PREVIOUS_KEYS')?.split(',') ?? []),
    ...((str('AUDIT_PREVIOUS_KEYS_FILE') &&
      readFile('AUDIT_PREVIOUS_KEYS_FILE', str('AUDIT_PREVIOUS_KEYS_FILE')!)?.split('\n')) ||
      []),
  ]
    .map((k) => k.trim())
    .filter(Boolean);
  for (const key of listed) {
    const buffer = checked('AUDIT_PREVIOUS_KEYS', key);
    if (buffer) previous.push(buffer);
  }
  return { current: current ?? Buffer.alloc(0), previous };
}

/** The CLI's keys, read from its environment as the server reads them; the problems, if any. */
export function applyAuditKeysFrom(env: NodeJS.ProcessEnv, cwd: string): string[] {
  const problems: string[] = [];
  const keys = readAuditKeys(env, cwd, env.NODE_ENV?.trim() === 'production', problems);
  if (problems.length === 0) setAuditKeys(keys);
  return problems;
}
