/**
 * Server configuration, read from the environment once at boot (docs/architecture.md#configuration).
 * `loadConfig` collects every problem and throws one ConfigError that lists them all, so an
 * operator fixes the whole environment in one go instead of one variable per restart.
 */
import fs from 'node:fs';
import path from 'node:path';

import ipaddr from 'ipaddr.js';

import type {
  Config,
  TurnstileConfig,
  DatabaseConfig,
  DkimConfig,
  MailConfig,
  OtpConfig,
  PrivacyConfig,
  RateLimitConfig,
  RedisConfig,
} from './configTypes';
import { readAuditKeys } from './db/auditKey';
import { readIntegrityConfig } from './integrityConfig';

export type * from './configTypes';

export const CLOUDFLARE_SITEVERIFY_URL =
  'https://challenges.cloudflare.com/turnstile/v0/siteverify';
export const DEFAULT_DATABASE_URL = 'file:./data/votacao.sqlite';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export const MIN_JWT_SECRET_LENGTH = 32;
export const MAX_TOKEN_TTL_MINUTES = 24 * 60;
/** 49 per window: any 24 hours overlap at most two windows, so < 100 guesses in 10^6. */
export const MAX_FAILURES_PER_CPF_PER_DAY = 49;
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
export const DEFAULT_MAIL_FROM = 'Votação <nao-responda@localhost>';
export const PLACEHOLDER_PRIVACY_CONTACT = 'privacidade@associacao.example.org';

/** An address whose domain can receive replies and pass SPF/DKIM: not localhost, not example. */
function isRealSender(from: string): boolean {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.toLowerCase().trim() ?? '';
  if (!domain.includes('.')) return false;
  return !/(^|\.)(localhost|example\.(com|org|net)|example|test|invalid|local)$/.test(domain);
}

/** True for 127.0.0.0/8, ::1 and localhost: the only places development conveniences run. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (!ipaddr.isValid(bare)) return false;
  const address = ipaddr.process(bare);
  return address.range() === 'loopback';
}

/** TRUST_PROXY: the proxy's addresses or CIDRs (or loopback/linklocal/uniquelocal). */
function parseProxyList(raw: string): { list: string[]; bad: string[] } {
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = list.filter(
    (item) => !PROXY_NAMES.includes(item) && !ipaddr.isValid(item) && !ipaddr.isValidCIDR(item),
  );
  return { list, bad };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** `file:PATH` (relative to `cwd`) or `postgres://…`; throws a one-line reason otherwise. */
export function parseDatabaseUrl(url: string, cwd = process.cwd()): DatabaseConfig {
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) throw new Error('file: URL without a path');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(cwd, file) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      new URL(url);
    } catch {
      throw new Error('not a valid postgres:// URL');
    }
    return { kind: 'postgres', url };
  }
  throw new Error('must start with file: (SQLite) or postgres:// (PostgreSQL)');
}

/** RESULTS_SEAL_HOLD_MINUTES's default and range (issue 36: how long the close must stand). */
export const RESULTS_SEAL_HOLD = { fallback: 10, min: 0, max: 1440 } as const;

/**
 * RESULTS_SEAL_HOLD_MINUTES: minutes the close must stand before results per company open
 * (results/seal.ts). Read here for the server (loadConfig) and the CLI's `results`, one rule.
 */
export function readSealHoldMinutes(env: NodeJS.ProcessEnv, problems: string[]): number {
  const raw = env.RESULTS_SEAL_HOLD_MINUTES?.trim();
  if (!raw) return RESULTS_SEAL_HOLD.fallback;
  const value = Number(raw);
  const { min, max } = RESULTS_SEAL_HOLD;
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    problems.push(
      `RESULTS_SEAL_HOLD_MINUTES: must be an integer from ${min} to ${max} (got "${raw}")`,
    );
    return RESULTS_SEAL_HOLD.fallback;
  }
  return value;
}

/** Reads and validates the environment. Throws ConfigError listing every bad variable. */
/** The variables of this configuration (the template's, deploy/votacao.env.example): not PATH. */
function isSettingName(name: string): boolean {
  return /^[A-Z][A-Z0-9_]*$/.test(name) && !['PATH', 'HOME', 'USER', 'PWD', 'SHELL'].includes(name);
}

export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name}: must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = str(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name}: must be true or false (got "${env[name]}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = str(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name}: must be a URL starting with ${protocols.join(' or ')}//`);
      return undefined;
    }
  };

  const nodeEnv = str('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';

  const port = int('PORT', 3000, 0, 65535);
  const host = str('HOST') ?? '127.0.0.1';

  let database: DatabaseConfig = parseDatabaseUrl(DEFAULT_DATABASE_URL, cwd);
  const databaseUrl = str('DATABASE_URL');
  if (databaseUrl !== undefined) {
    try {
      database = parseDatabaseUrl(databaseUrl, cwd);
    } catch (error) {
      problems.push(`DATABASE_URL: ${(error as Error).message}`);
    }
  }

  // FULL (default): every commit's WAL write reaches the disk before the 201. NORMAL skips that
  // fsync (a power cut may lose the last commits, never corrupt the file); docs/performance.md
  // has the cost measured by `npm run bench:journey`.
  const synchronous = (str('SQLITE_SYNCHRONOUS') ?? 'FULL').toUpperCase();
  if (synchronous !== 'FULL' && synchronous !== 'NORMAL') {
    problems.push(
      `SQLITE_SYNCHRONOUS: must be FULL or NORMAL (got "${str('SQLITE_SYNCHRONOUS')}")`,
    );
  } else if (database.kind === 'sqlite' && synchronous === 'NORMAL') {
    database = { ...database, synchronous };
  }

  const apiPrefix = str('API_PREFIX') ?? '/api';
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(apiPrefix)) {
    problems.push(
      `API_PREFIX: must look like /api (a leading slash, no trailing one; got "${apiPrefix}")`,
    );
  }

  const jwtSecret = str('JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(`JWT_SECRET: must have at least ${MIN_JWT_SECRET_LENGTH} characters`);
  } else if (jwtSecret === null && production) {
    problems.push(
      `JWT_SECRET: required when NODE_ENV=production (at least ${MIN_JWT_SECRET_LENGTH} random characters, e.g. \`openssl rand -base64 48\`)`,
    );
  }
  const auditKeys = readAuditKeys(env, cwd, production, problems);
  const tokenTtlMinutes = int('TOKEN_TTL_MINUTES', 120, 1, MAX_TOKEN_TTL_MINUTES);

  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']) ?? null;
  if (smtpUrl === null && str('SMTP_URL') === undefined && production) {
    problems.push('SMTP_URL: required when NODE_ENV=production (the dev mailbox is off there)');
  }
  const mailFrom = str('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (production && !isRealSender(mailFrom)) {
    problems.push(
      `MAIL_FROM: required when NODE_ENV=production, a real address of the association's domain (e.g. "Votação <nao-responda@associacao.org.br>"; got "${mailFrom}")`,
    );
  }

  let dkim: DkimConfig | null = null;
  const dkimDomain = str('DKIM_DOMAIN');
  const dkimSelector = str('DKIM_SELECTOR');
  const dkimKeyFile = str('DKIM_PRIVATE_KEY_FILE');
  if (dkimDomain || dkimSelector || dkimKeyFile) {
    if (!dkimDomain || !dkimSelector || !dkimKeyFile) {
      problems.push(
        'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE: set all three (DKIM signing) or none',
      );
    } else {
      try {
        const privateKey = fs.readFileSync(path.resolve(cwd, dkimKeyFile), 'utf8');
        if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKey)) {
          problems.push(`DKIM_PRIVATE_KEY_FILE: ${dkimKeyFile} is not a PEM private key`);
        } else dkim = { domain: dkimDomain, selector: dkimSelector, privateKey };
      } catch (error) {
        problems.push(
          `DKIM_PRIVATE_KEY_FILE: cannot read ${dkimKeyFile} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
        );
      }
    }
  }
  const mail: MailConfig = {
    maxConnections: int('MAIL_MAX_CONNECTIONS', 10, 1, 500),
    giveUpAfterHours: int('MAIL_GIVE_UP_AFTER_HOURS', 24, 1, 24 * 14),
    receiptWaitSeconds: int('RECEIPT_MAIL_WAIT_SECONDS', 120, 0, 3600),
    dkim,
  };

  const siteKey = str('TURNSTILE_SITE_KEY');
  const secretKey = str('TURNSTILE_SECRET_KEY');
  const verifyUrl = url('TURNSTILE_VERIFY_URL', ['http:', 'https:']) ?? CLOUDFLARE_SITEVERIFY_URL;
  const turnstileTimeoutMs = int('TURNSTILE_TIMEOUT_MS', 5000, 100, 60_000);
  const hostnames = (str('TURNSTILE_HOSTNAMES') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  let turnstile: TurnstileConfig | null = null;
  if (siteKey && secretKey) {
    turnstile = { siteKey, secretKey, verifyUrl, timeoutMs: turnstileTimeoutMs, hostnames };
  } else if (siteKey || secretKey) {
    problems.push(
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY: set both (real Cloudflare Turnstile) or neither (development bot check)',
    );
  } else if (production) {
    problems.push(
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY: required when NODE_ENV=production (the development bot check is refused there)',
    );
  }

  const seedDemo = bool('SEED_DEMO', !production);
  const corsOrigins = (str('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS: "${origin}" is not an origin like https://votacao.example.org`);
    }
  }

  const dataDir = path.resolve(cwd, str('DATA_DIR') ?? 'data');
  const webDistDir = path.resolve(cwd, str('WEB_DIST_DIR') ?? 'dist/web');
  const logLevel = (str('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL: must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const warnings: string[] = [];
  // TRUST_PROXY: `none` (clients connect directly) or the proxy's addresses. Production must say
  // which (decision 201): behind a proxy without it every voter is one client for the limits;
  // with `true` any client picks the address its limits count under.
  let trustProxy: boolean | number | string[] = false;
  const trustRaw = str('TRUST_PROXY');
  if (trustRaw !== undefined) {
    if (/^(none|false)$/i.test(trustRaw)) trustProxy = false;
    else if (/^true$/i.test(trustRaw)) trustProxy = true;
    else if (/^\d+$/.test(trustRaw)) trustProxy = Number(trustRaw);
    else {
      const { list, bad } = parseProxyList(trustRaw);
      if (bad.length > 0) {
        problems.push(
          `TRUST_PROXY: "${bad.join('", "')}" is not an address or CIDR (give the proxy's addresses, e.g. 10.0.0.5,10.0.1.0/24, or none)`,
        );
      }
      trustProxy = list;
    }
    if (trustProxy === true && production) {
      problems.push(
        "TRUST_PROXY=true is refused in production: it trusts X-Forwarded-For from anyone, so any client picks the address its limits count under. Give the proxy's addresses (e.g. 127.0.0.1) or none.",
      );
    } else if (trustProxy === true) {
      warnings.push(
        "TRUST_PROXY=true trusts X-Forwarded-For from anyone: any client can pick the address its limits are counted under. Set TRUST_PROXY to the proxy's addresses instead.",
      );
    }
  } else if (production) {
    problems.push(
      "TRUST_PROXY: required when NODE_ENV=production: `none` when clients connect to this server directly, or the proxy's addresses (e.g. 127.0.0.1 for nginx on the same host). Without it, behind a proxy every voter counts as one client and one person's mistakes lock everyone out of sign-in.",
    );
  }
  /** A proxy is in front (TRUST_PROXY names one): the development mailbox is never served. */
  const behindProxy =
    trustProxy !== false && !(Array.isArray(trustProxy) && trustProxy.length === 0);

  const metricsToken = str('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 24) {
    problems.push('METRICS_TOKEN: must have at least 24 characters (e.g. `openssl rand -hex 24`)');
  }
  // Where deploy/backup/votacao-backup writes its copies: /metrics then says the newest one's age.
  const backupDir = str('BACKUP_DIR') ?? null;
  if (backupDir !== null && !path.isAbsolute(backupDir)) {
    problems.push(
      `BACKUP_DIR: must be an absolute path, the folder deploy/backup/votacao-backup writes to (e.g. /var/backups/votacao; got "${backupDir}")`,
    );
  }

  let redis: RedisConfig | null = null;
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  if (redisUrl) redis = { url: redisUrl, keyPrefix: str('REDIS_KEY_PREFIX') ?? 'votacao:' };

  const privacy: PrivacyConfig = {
    controller: str('PRIVACY_CONTROLLER') ?? 'Associação Comercial (organizadora do prêmio)',
    contact: str('PRIVACY_CONTACT') ?? PLACEHOLDER_PRIVACY_CONTACT,
    retentionMonths: int('PRIVACY_RETENTION_MONTHS', 6, 0, 120),
  };

  if (production && privacy.contact === PLACEHOLDER_PRIVACY_CONTACT) {
    problems.push(
      `PRIVACY_CONTACT: required when NODE_ENV=production (the placeholder ${PLACEHOLDER_PRIVACY_CONTACT} would be published on /privacidade as the LGPD contact)`,
    );
  }

  const otp: OtpConfig = {
    ttlMinutes: int('OTP_TTL_MINUTES', 10, 1, 60),
    maxTriesPerCode: int('OTP_MAX_TRIES_PER_CODE', 5, 1, 20),
    botCheckAfterFailures: int('OTP_BOT_CHECK_AFTER_FAILURES', 3, 1, MAX_FAILURES_PER_CPF_PER_DAY),
    maxSendsPerHour: int('OTP_MAX_SENDS_PER_HOUR', 3, 1, 1000),
    maxFailuresPerCpfPerDay: int(
      'OTP_MAX_FAILURES_PER_CPF_PER_DAY',
      MAX_FAILURES_PER_CPF_PER_DAY,
      1,
      MAX_FAILURES_PER_CPF_PER_DAY,
    ),
    maxConsecutiveFailures: int('OTP_MAX_CONSECUTIVE_FAILURES', 100, 1, 100),
    resendCooldownSeconds: int('OTP_RESEND_COOLDOWN_SECONDS', 30, 0, 3600),
  };
  const rateLimit: RateLimitConfig = {
    registerPerHour: int('RATE_LIMIT_REGISTER_PER_HOUR', 100, 1, 10_000_000),
    otpPerHour: int('RATE_LIMIT_OTP_PER_HOUR', 300, 1, 10_000_000),
    otpFailuresPerHour: int('RATE_LIMIT_OTP_FAILURES_PER_HOUR', 30, 1, 10_000_000),
    unknownCpfPerHour: int('RATE_LIMIT_UNKNOWN_CPF_PER_HOUR', 20, 1, 10_000_000),
    apiPerMinute: int('RATE_LIMIT_API_PER_MINUTE', 3000, 1000, 100_000_000),
  };

  // Development conveniences (dev mailbox, dev bot check, generated secret) stay on loopback.
  if (!isLoopbackHost(host)) {
    const missing: string[] = [];
    if (jwtSecret === null) missing.push('JWT_SECRET');
    if (str('SMTP_URL') === undefined) missing.push('SMTP_URL');
    if (!siteKey || !secretKey) missing.push('TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY');
    if (missing.length > 0 && !production) {
      problems.push(
        `HOST=${host} is not a loopback address: set ${missing.join(', ')} (the development mailbox, bot check and generated secret are served on 127.0.0.1 only, whatever NODE_ENV says)`,
      );
    }
    // Without it no code e-mail carries the sign-in link, and a CPF whose daily guesses an
    // attacker spent stays locked until its window ends (decision 080): not a safe default.
    if (str('PUBLIC_URL') === undefined) {
      problems.push(
        `HOST=${host} is not a loopback address: set PUBLIC_URL, the address voters open (e.g. https://votacao.example.org); code e-mails carry a sign-in link to it for a CPF under attack`,
      );
    }
  }

  // Where the web app is reached, for the sign-in link in code e-mails (decision 080). On
  // loopback in development it is this server; elsewhere only the operator knows it, and the
  // Host header cannot be trusted for it (anyone can send one).
  let publicUrl = url('PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, '') ?? null;
  if (publicUrl === null && str('PUBLIC_URL') === undefined) {
    if (!production && isLoopbackHost(host)) {
      const bare = host.replace(/^\[|\]$/g, '');
      publicUrl = `http://${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
    } else if (isLoopbackHost(host)) {
      // Production behind nginx, on loopback, where this used to be only a warning: reminders
      // then carried a relative List-Unsubscribe and code e-mails no sign-in link. (Off
      // loopback the check above already names PUBLIC_URL.)
      problems.push(
        'PUBLIC_URL: required when NODE_ENV=production: the address voters open (e.g. https://votacao.associacao.org.br); the sign-in link of code e-mails and the unsubscribe link of reminders point there',
      );
    }
  }

  const integrity = readIntegrityConfig(env, problems);
  const resultsSealHoldMinutes = readSealHoldMinutes(env, problems);

  if (behindProxy && !production) {
    const development = [
      !siteKey || !secretKey ? 'the development bot check (accepts a dummy token)' : null,
      jwtSecret === null ? 'a generated JWT secret' : null,
      str('SMTP_URL') === undefined
        ? 'codes written to DATA_DIR/mailbox instead of e-mailed'
        : null,
      seedDemo ? 'the demo categories' : null,
      'no HSTS',
    ].filter(Boolean);
    warnings.push(
      `A proxy is in front (TRUST_PROXY) but NODE_ENV is not production; still in development mode: ${development.join(', ')}. The development mailbox page is off behind a proxy. Set NODE_ENV=production for an award.`,
    );
  }

  // The template's placeholders (deploy/votacao.env.example) are not settings: a production
  // server started with CHANGE-ME as its database password or bot-check key, or the template's
  // example host as its public address, fails later and less clearly.
  if (production) {
    for (const [name, value] of Object.entries(env)) {
      if (value && /change-me/i.test(value) && isSettingName(name)) {
        problems.push(`${name}: still the template's placeholder CHANGE-ME; put the real value`);
      }
    }
    if (publicUrl !== null && /(^|\.)example\.(org|com|net)$/i.test(new URL(publicUrl).hostname)) {
      problems.push(
        `PUBLIC_URL: ${publicUrl} is the template's example address; put the address voters open`,
      );
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    production,
    port,
    host,
    database,
    apiPrefix,
    jwtSecret,
    auditKeys,
    tokenTtlMinutes,
    smtpUrl,
    mailFrom,
    mail,
    publicUrl,
    turnstile,
    seedDemo,
    corsOrigins,
    dataDir,
    webDistDir,
    logLevel,
    trustProxy,
    behindProxy,
    metricsToken,
    backupDir,
    redis,
    privacy,
    otp,
    rateLimit,
    integrity,
    resultsSealHoldMinutes,
    warnings,
  };
}
