/**
 * What each environment variable may be: one JSON schema (ENV) that env-schema checks with ajv's
 * `allErrors`, so every bad variable is named at once, each in a line an operator can act on.
 * The variables' types are the schema's (`FromSchema`). docs/server.md says what each one does;
 * config.ts checks them against each other and against production's needs.
 */
import envSchema, { type EnvSchemaOpt } from 'env-schema';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const CLOUDFLARE_SITEVERIFY_URL =
  'https://challenges.cloudflare.com/turnstile/v0/siteverify';
export const DEFAULT_DATABASE_URL = 'file:./data/votacao.sqlite';
export const MIN_JWT_SECRET_LENGTH = 32;
/** 49 per window: any 24 hours overlap at most two windows, so < 100 guesses in 10^6. */
export const MAX_FAILURES_PER_CPF_PER_DAY = 49;
export const DEFAULT_MAIL_FROM = 'Votação <nao-responda@localhost>';
export const PLACEHOLDER_PRIVACY_CONTACT = 'privacidade@associacao.example.org';
/** RESULTS_SEAL_HOLD_MINUTES: minutes the close must stand before results per company open. */
export const RESULTS_SEAL_HOLD = { fallback: 10, min: 0, max: 1440 } as const;

const int = <const D extends number>(minimum: number, maximum: number, fallback: D) =>
  ({ type: 'integer', minimum, maximum, default: fallback }) as const;
const text = { type: 'string' } as const;
const url = (protocols: string) =>
  ({ type: 'string', format: 'url', pattern: `^${protocols}:` }) as const;

/**
 * Every variable but INTEGRITY_* (integrityConfig.ts), in the order problems are listed;
 * docs/server.md says what each does.
 */
const ENV = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string', default: 'development' },
    PORT: int(0, 65535, 3000),
    HOST: { type: 'string', default: '127.0.0.1' },
    DATABASE_URL: { type: 'string', default: DEFAULT_DATABASE_URL },
    // FULL: every commit's WAL write reaches the disk before the 201; NORMAL skips that fsync.
    SQLITE_SYNCHRONOUS: { type: 'string', enum: ['FULL', 'NORMAL'], default: 'FULL' },
    API_PREFIX: { type: 'string', pattern: '^(/[A-Za-z0-9._~-]+)+$', default: '/api' },
    JWT_SECRET: { type: 'string', minLength: MIN_JWT_SECRET_LENGTH },
    AUDIT_KEY: text, // the four AUDIT_* are read by audit/key.ts (a file, rotation)
    AUDIT_KEY_FILE: text,
    AUDIT_PREVIOUS_KEYS: text,
    AUDIT_PREVIOUS_KEYS_FILE: text,
    TOKEN_TTL_MINUTES: int(1, 24 * 60, 120),
    SMTP_URL: url('smtps?'),
    MAIL_FROM: { type: 'string', default: DEFAULT_MAIL_FROM },
    DKIM_DOMAIN: text,
    DKIM_SELECTOR: text,
    DKIM_PRIVATE_KEY_FILE: text,
    MAIL_MAX_CONNECTIONS: int(1, 500, 10),
    MAIL_GIVE_UP_AFTER_HOURS: int(1, 24 * 14, 24),
    RECEIPT_MAIL_WAIT_SECONDS: int(0, 3600, 120),
    TURNSTILE_SITE_KEY: text,
    TURNSTILE_SECRET_KEY: text,
    TURNSTILE_VERIFY_URL: { ...url('https?'), default: CLOUDFLARE_SITEVERIFY_URL },
    TURNSTILE_TIMEOUT_MS: int(100, 60_000, 5000),
    TURNSTILE_HOSTNAMES: { type: 'string', default: '' },
    SEED_DEMO: { type: 'boolean' },
    SEED_DEMO_PAST_EDITION: { type: 'boolean', default: false },
    CORS_ORIGINS: { type: 'string', default: '' },
    DATA_DIR: { type: 'string', default: 'data' },
    WEB_DIST_DIR: { type: 'string', default: 'dist/web' },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    TRUST_PROXY: text,
    METRICS_TOKEN: { type: 'string', minLength: 24 },
    BACKUP_DIR: { type: 'string', pattern: '^/' },
    REDIS_URL: url('rediss?'),
    REDIS_KEY_PREFIX: { type: 'string', default: 'votacao:' },
    PRIVACY_CONTROLLER: {
      type: 'string',
      default: 'Associação Comercial (organizadora do prêmio)',
    },
    PRIVACY_CONTACT: { type: 'string', default: PLACEHOLDER_PRIVACY_CONTACT },
    PRIVACY_RETENTION_MONTHS: int(0, 120, 6),
    // One-time codes: docs/decisions/080 has the arithmetic behind the defaults.
    OTP_TTL_MINUTES: int(1, 60, 10),
    OTP_MAX_TRIES_PER_CODE: int(1, 20, 5),
    OTP_BOT_CHECK_AFTER_FAILURES: int(1, MAX_FAILURES_PER_CPF_PER_DAY, 3),
    OTP_MAX_SENDS_PER_HOUR: int(1, 1000, 3),
    OTP_MAX_FAILURES_PER_CPF_PER_DAY: int(1, MAX_FAILURES_PER_CPF_PER_DAY, 49),
    OTP_MAX_CONSECUTIVE_FAILURES: int(1, 100, 100),
    OTP_RESEND_COOLDOWN_SECONDS: int(0, 3600, 30),
    RATE_LIMIT_REGISTER_PER_HOUR: int(1, 10_000_000, 100),
    RATE_LIMIT_OTP_PER_HOUR: int(1, 10_000_000, 300),
    RATE_LIMIT_OTP_FAILURES_PER_HOUR: int(1, 10_000_000, 30),
    RATE_LIMIT_UNKNOWN_CPF_PER_HOUR: int(1, 10_000_000, 20),
    RATE_LIMIT_API_PER_MINUTE: int(1000, 100_000_000, 3000),
    PUBLIC_URL: url('https?'),
    RESULTS_SEAL_HOLD_MINUTES: int(RESULTS_SEAL_HOLD.min, RESULTS_SEAL_HOLD.max, 10),
  },
} as const satisfies JSONSchema;

export type Name = keyof typeof ENV.properties;
export type Env = FromSchema<typeof ENV>;
export const NAMES = Object.keys(ENV.properties) as Name[];

/** What a bad value must be, where the schema's keyword alone would not say it well. */
const MUST: Partial<Record<Name, (got: string) => string>> = {
  API_PREFIX: (got) => `must look like /api (a leading slash, no trailing one; got "${got}")`,
  SMTP_URL: () => 'must be a URL starting with smtp: or smtps://',
  TURNSTILE_VERIFY_URL: () => 'must be a URL starting with http: or https://',
  METRICS_TOKEN: () => 'must have at least 24 characters (e.g. `openssl rand -hex 24`)',
  BACKUP_DIR: (got) =>
    `must be an absolute path, the folder deploy/backup/votacao-backup writes to (e.g. /var/backups/votacao; got "${got}")`,
  REDIS_URL: () => 'must be a URL starting with redis: or rediss://',
  PUBLIC_URL: () => 'must be a URL starting with http: or https://',
};
/** A boolean also reads yes/no, on/off and 1/0, as the readers before env-schema did. */
const asBoolean = (word: string) =>
  ['1', 'yes', 'on'].includes(word) ? 'true' : ['0', 'no', 'off'].includes(word) ? 'false' : word;
const or = new Intl.ListFormat('en', { type: 'disjunction' });

function mustBe(name: Name, got: string): string {
  const spec: { type: string; minimum?: number; maximum?: number; minLength?: number } & {
    enum?: readonly string[];
  } = ENV.properties[name];
  const must = MUST[name];
  if (must) return `${name}: ${must(got)}`;
  if (spec.type === 'integer') {
    return `${name}: must be an integer from ${spec.minimum} to ${spec.maximum} (got "${got}")`;
  }
  if (spec.type === 'boolean') return `${name}: must be true or false (got "${got}")`;
  if (spec.enum) return `${name}: must be ${or.format(spec.enum)} (got "${got}")`;
  return `${name}: must have at least ${spec.minLength} characters`; // a secret: never echoed
}

type Ajv = Parameters<Extract<EnvSchemaOpt['ajv'], { customOptions: unknown }>['customOptions']>[0];
/** env-schema's own ajv (allErrors: every bad variable at once), made once, with a `url` format. */
let ajv: Ajv | undefined;
const ajvOptions = () =>
  ajv ?? { customOptions: (fresh: Ajv) => (ajv = fresh.addFormat('url', URL.canParse)) };
/** One schema object per list of names, so that ajv compiles each once. */
const schemas = new Map<string, object>();

/**
 * The variables `names` of `env`, typed by the schema (blank counts as unset; enums and booleans
 * ignore case). Each bad one adds one line to `problems` and reads as its default.
 */
export function readEnv<N extends Name = Name>(
  env: NodeJS.ProcessEnv,
  problems: string[],
  names: readonly N[] = NAMES as N[],
): Pick<Env, N> {
  const data: Record<string, string> = {};
  for (const name of names) {
    const value = env[name]?.trim();
    if (!value) continue;
    const spec: { type: string; enum?: readonly string[] } = ENV.properties[name];
    const lower = value.toLowerCase();
    data[name] =
      spec.type === 'boolean'
        ? asBoolean(lower)
        : (spec.enum?.find((v) => v.toLowerCase() === lower) ?? value);
  }
  const key = names.join();
  if (!schemas.has(key)) {
    const properties = Object.fromEntries(names.map((n) => [n, ENV.properties[n]]));
    schemas.set(key, { type: 'object', properties });
  }
  const schema = schemas.get(key)!;
  const read = () =>
    envSchema<Pick<Env, N>>({ schema, data: { ...data }, env: false, ajv: ajvOptions() });
  try {
    return read();
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string }[] }).errors;
    if (!errors) throw error;
    for (const name of new Set(errors.map((e) => e.instancePath.slice(1) as N))) {
      problems.push(mustBe(name, data[name] ?? ''));
      delete data[name];
    }
    return read();
  }
}

/** RESULTS_SEAL_HOLD_MINUTES, for the server (loadConfig) and the CLI's `results`: one rule. */
export function readSealHoldMinutes(env: NodeJS.ProcessEnv, problems: string[]): number {
  return readEnv(env, problems, ['RESULTS_SEAL_HOLD_MINUTES']).RESULTS_SEAL_HOLD_MINUTES;
}
