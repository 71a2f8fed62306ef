/* eslint-disable max-lines -- the configuration's cross-checks and production's refusals, each a few lines, kept in the one place an operator's error comes from */
/**
 * Server configuration, read from the environment once at boot. env.ts checks each variable on
 * its own (env-schema); this pass checks them against each other and refuses production's unsafe
 * settings. Every problem goes into one ConfigError, sorted by variable, so an operator fixes the
 * whole environment in one go instead of one variable per restart. (Over the conventions' 255
 * lines: one pass, each check beside its operator message, reads better whole than split.)
 */
import fs from 'node:fs';
import path from 'node:path';

import ipaddr from 'ipaddr.js';

import { readAuditKeys } from './db/auditKey';
import {
  DEFAULT_DATABASE_URL,
  MIN_JWT_SECRET_LENGTH,
  NAMES,
  PLACEHOLDER_PRIVACY_CONTACT,
  readEnv,
  type Env,
  type Name,
} from './env';
import { readIntegrityConfig } from './integrityConfig';

export {
  CLOUDFLARE_SITEVERIFY_URL,
  DEFAULT_DATABASE_URL,
  MIN_JWT_SECRET_LENGTH,
  RESULTS_SEAL_HOLD,
  readSealHoldMinutes,
} from './env';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** SQLite's `PRAGMA synchronous` in WAL mode (SQLITE_SYNCHRONOUS). */
export type SqliteSynchronous = Env['SQLITE_SYNCHRONOUS'];
export type DatabaseConfig =
  | { kind: 'sqlite'; /** Absolute path, or ':memory:'. */ file: string; synchronous?: 'NORMAL' }
  | { kind: 'postgres'; url: string };

/** `file:PATH` (relative to `cwd`) or `postgres://…`; throws a one-line reason otherwise. */
export function parseDatabaseUrl(url: string, cwd = process.cwd()): DatabaseConfig {
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) throw new Error('file: URL without a path');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(cwd, file) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    if (!URL.canParse(url)) throw new Error('not a valid postgres:// URL');
    return { kind: 'postgres', url };
  }
  throw new Error('must start with file: (SQLite) or postgres:// (PostgreSQL)');
}

/** True for 127.0.0.0/8, ::1 and localhost: the only places development conveniences run. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    bare === 'localhost' || (ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback')
  );
}

/** An address whose domain can receive replies and pass SPF/DKIM: not localhost, not example. */
function isRealSender(from: string): boolean {
  const domain = (/<([^>]+)>/.exec(from)?.[1] ?? from).split('@')[1]?.toLowerCase().trim() ?? '';
  return (
    domain.includes('.') &&
    !/(^|\.)(localhost|example\.(com|org|net)|example|test|invalid|local)$/.test(domain)
  );
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxy = (item: string) =>
  PROXY_NAMES.includes(item) || ipaddr.isValid(item) || ipaddr.isValidCIDR(item);
/** A problem's place in the list: its variable's place in ENV (unknown names last). */
const rank = (problem: string) => {
  const index = NAMES.indexOf(/^[A-Z][A-Z0-9_]*/.exec(problem)?.[0] as Name);
  return index < 0 ? NAMES.length : index;
};

/** Reads and validates the environment. Throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()) {
  const problems: string[] = [];
  const warnings: string[] = [];
  const v = readEnv(env, problems);
  /** Set in the environment (even to a bad value), as opposed to defaulted. */
  const given = (name: string) => Boolean(env[name]?.trim());
  const production = v.NODE_ENV === 'production';
  const required = (name: string, why: string) => {
    if (production && !given(name))
      problems.push(`${name}: required when NODE_ENV=production${why}`);
  };
  const { HOST: host, PORT: port } = v;

  let database = parseDatabaseUrl(DEFAULT_DATABASE_URL, cwd);
  try {
    database = parseDatabaseUrl(v.DATABASE_URL, cwd);
  } catch (error) {
    problems.push(`DATABASE_URL: ${(error as Error).message}`);
  }
  if (database.kind === 'sqlite' && v.SQLITE_SYNCHRONOUS === 'NORMAL') {
    database = { ...database, synchronous: 'NORMAL' };
  }

  required(
    'JWT_SECRET',
    ` (at least ${MIN_JWT_SECRET_LENGTH} random characters, e.g. \`openssl rand -base64 48\`)`,
  );
  const auditKeys = readAuditKeys(env, cwd, production, problems);
  required('SMTP_URL', ' (the dev mailbox is off there)');
  if (production && !isRealSender(v.MAIL_FROM)) {
    problems.push(
      `MAIL_FROM: required when NODE_ENV=production, a real address of the association's domain (e.g. "Votação <nao-responda@associacao.org.br>"; got "${v.MAIL_FROM}")`,
    );
  }

  let dkim: { domain: string; selector: string; privateKey: string } | null = null; // PEM text
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY_FILE: keyFile } = v;
  if (domain && selector && keyFile) {
    try {
      const privateKey = fs.readFileSync(path.resolve(cwd, keyFile), 'utf8');
      if (/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKey))
        dkim = { domain, selector, privateKey };
      else problems.push(`DKIM_PRIVATE_KEY_FILE: ${keyFile} is not a PEM private key`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      problems.push(`DKIM_PRIVATE_KEY_FILE: cannot read ${keyFile} (${code})`);
    }
  } else if (domain || selector || keyFile) {
    problems.push(
      'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE: set all three (DKIM signing) or none',
    );
  }

  const { TURNSTILE_SITE_KEY: siteKey, TURNSTILE_SECRET_KEY: secretKey } = v;
  if (!siteKey !== !secretKey) {
    problems.push(
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY: set both (real Cloudflare Turnstile) or neither (development bot check)',
    );
  } else if (!siteKey && production) {
    problems.push(
      'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY: required when NODE_ENV=production (the development bot check is refused there)',
    );
  }
  const seedDemo = v.SEED_DEMO ?? !production;
  // npm start's demo: a past, published edition for /vencedores (never in production).
  const seedDemoPastEdition = seedDemo && !production && v.SEED_DEMO_PAST_EDITION;
  const corsOrigins = list(v.CORS_ORIGINS).map((origin) => origin.replace(/\/$/, ''));
  for (const origin of corsOrigins.filter((o) => !/^https?:\/\/[^/\s]+$/.test(o))) {
    problems.push(`CORS_ORIGINS: "${origin}" is not an origin like https://votacao.example.org`);
  }

  // TRUST_PROXY: `none` (clients connect directly) or the proxy's addresses. Production must say
  // which: behind a proxy without it every voter is one client for the limits; with `true` any
  // client picks the address its limits count under.
  const trust = v.TRUST_PROXY;
  let trustProxy: boolean | number | string[] = false;
  if (trust === undefined) {
    required(
      'TRUST_PROXY',
      ": `none` when clients connect to this server directly, or the proxy's addresses (e.g. 127.0.0.1 for nginx on the same host). Without it, behind a proxy every voter counts as one client and one person's mistakes lock everyone out of sign-in.",
    );
  } else if (/^true$/i.test(trust)) {
    trustProxy = true;
    if (production) {
      problems.push(
        "TRUST_PROXY=true is refused in production: it trusts X-Forwarded-For from anyone, so any client picks the address its limits count under. Give the proxy's addresses (e.g. 127.0.0.1) or none.",
      );
    } else {
      warnings.push(
        "TRUST_PROXY=true trusts X-Forwarded-For from anyone: any client can pick the address its limits are counted under. Set TRUST_PROXY to the proxy's addresses instead.",
      );
    }
  } else if (/^\d+$/.test(trust)) trustProxy = Number(trust);
  else if (!/^(none|false)$/i.test(trust)) {
    trustProxy = list(trust);
    const bad = trustProxy.filter((item) => !isProxy(item));
    if (bad.length > 0) {
      problems.push(
        `TRUST_PROXY: "${bad.join('", "')}" is not an address or CIDR (give the proxy's addresses, e.g. 10.0.0.5,10.0.1.0/24, or none)`,
      );
    }
  }
  /** A proxy is in front (TRUST_PROXY names one): the development mailbox is never served. */
  const behindProxy =
    trustProxy !== false && !(Array.isArray(trustProxy) && trustProxy.length === 0);

  if (production && v.PRIVACY_CONTACT === PLACEHOLDER_PRIVACY_CONTACT) {
    problems.push(
      `PRIVACY_CONTACT: required when NODE_ENV=production (the placeholder ${PLACEHOLDER_PRIVACY_CONTACT} would be published on /privacidade as the LGPD contact)`,
    );
  }

  // Development conveniences (dev mailbox, dev bot check, generated secret) stay on loopback.
  if (!isLoopbackHost(host)) {
    const missing = [
      !given('JWT_SECRET') && 'JWT_SECRET',
      !given('SMTP_URL') && 'SMTP_URL',
      (!siteKey || !secretKey) && 'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
    ].filter(Boolean);
    if (missing.length > 0 && !production) {
      problems.push(
        `HOST=${host} is not a loopback address: set ${missing.join(', ')} (the development mailbox, bot check and generated secret are served on 127.0.0.1 only, whatever NODE_ENV says)`,
      );
    }
    // Without it no code e-mail carries the sign-in link, and a CPF whose daily guesses an
    // attacker spent stays locked until its window ends (decision 080): not a safe default.
    if (!given('PUBLIC_URL')) {
      problems.push(
        `HOST=${host} is not a loopback address: set PUBLIC_URL, the address voters open (e.g. https://votacao.example.org); code e-mails carry a sign-in link to it for a CPF under attack`,
      );
    }
  }

  // Where the web app is reached, for the sign-in link of code e-mails and the unsubscribe link
  // of reminders. On loopback in development it is this server; elsewhere only the operator
  // knows it, and the Host header cannot be trusted for it (anyone can send one).
  let publicUrl = v.PUBLIC_URL?.replace(/\/+$/, '') ?? null;
  if (!given('PUBLIC_URL') && isLoopbackHost(host)) {
    const bare = host.replace(/^\[|\]$/g, '');
    if (!production) publicUrl = `http://${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
    else
      required(
        'PUBLIC_URL',
        ': the address voters open (e.g. https://votacao.associacao.org.br); the sign-in link of code e-mails and the unsubscribe link of reminders point there',
      );
  }

  const integrity = readIntegrityConfig(env, problems);

  if (behindProxy && !production) {
    const development = [
      (!siteKey || !secretKey) && 'the development bot check (accepts a dummy token)',
      !given('JWT_SECRET') && 'a generated JWT secret',
      !given('SMTP_URL') && 'codes written to DATA_DIR/mailbox instead of e-mailed',
      seedDemo && 'the demo categories',
      'no HSTS',
    ].filter(Boolean);
    warnings.push(
      `A proxy is in front (TRUST_PROXY) but NODE_ENV is not production; still in development mode: ${development.join(', ')}. The development mailbox page is off behind a proxy. Set NODE_ENV=production for an award.`,
    );
  }

  problems.sort((a, b) => rank(a) - rank(b));
  // The template's placeholders (deploy/votacao.env.example) are not settings: a production
  // server started with CHANGE-ME as its database password or bot-check key, or the template's
  // example host as its public address, fails later and less clearly.
  if (production) {
    for (const [name, value] of Object.entries(env)) {
      if (
        value &&
        /change-me/i.test(value) &&
        /^[A-Z][A-Z0-9_]*$/.test(name) &&
        !['PATH', 'HOME', 'USER', 'PWD', 'SHELL'].includes(name)
      ) {
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
    apiPrefix: v.API_PREFIX,
    jwtSecret: v.JWT_SECRET ?? null, // null: generated into DATA_DIR (development only)
    auditKeys,
    tokenTtlMinutes: v.TOKEN_TTL_MINUTES,
    smtpUrl: v.SMTP_URL ?? null, // null: the development mailbox
    mailFrom: v.MAIL_FROM,
    mail: {
      maxConnections: v.MAIL_MAX_CONNECTIONS,
      giveUpAfterHours: v.MAIL_GIVE_UP_AFTER_HOURS,
      receiptWaitSeconds: v.RECEIPT_MAIL_WAIT_SECONDS,
      dkim,
    },
    publicUrl, // null: code e-mails carry no sign-in link
    // null: the development bot check (accepts DEV_BOT_CHECK_TOKEN)
    turnstile:
      siteKey && secretKey
        ? {
            siteKey,
            secretKey,
            verifyUrl: v.TURNSTILE_VERIFY_URL,
            timeoutMs: v.TURNSTILE_TIMEOUT_MS,
            hostnames: list(v.TURNSTILE_HOSTNAMES.toLowerCase()), // empty: any
          }
        : null,
    seedDemo,
    seedDemoPastEdition,
    corsOrigins,
    dataDir: path.resolve(cwd, v.DATA_DIR),
    webDistDir: path.resolve(cwd, v.WEB_DIST_DIR),
    logLevel: v.LOG_LEVEL,
    trustProxy, // Fastify's: false, true, a hop count or the proxy's addresses
    behindProxy,
    metricsToken: v.METRICS_TOKEN ?? null, // null: no /metrics
    backupDir: v.BACKUP_DIR ?? null,
    redis: v.REDIS_URL ? { url: v.REDIS_URL, keyPrefix: v.REDIS_KEY_PREFIX } : null, // null: memory
    privacy: {
      controller: v.PRIVACY_CONTROLLER,
      contact: v.PRIVACY_CONTACT,
      retentionMonths: v.PRIVACY_RETENTION_MONTHS,
    },
    otp: {
      ttlMinutes: v.OTP_TTL_MINUTES,
      maxTriesPerCode: v.OTP_MAX_TRIES_PER_CODE,
      botCheckAfterFailures: v.OTP_BOT_CHECK_AFTER_FAILURES,
      maxSendsPerHour: v.OTP_MAX_SENDS_PER_HOUR,
      maxFailuresPerCpfPerDay: v.OTP_MAX_FAILURES_PER_CPF_PER_DAY,
      maxConsecutiveFailures: v.OTP_MAX_CONSECUTIVE_FAILURES,
      resendCooldownSeconds: v.OTP_RESEND_COOLDOWN_SECONDS,
    },
    rateLimit: {
      registerPerHour: v.RATE_LIMIT_REGISTER_PER_HOUR,
      otpPerHour: v.RATE_LIMIT_OTP_PER_HOUR,
      otpFailuresPerHour: v.RATE_LIMIT_OTP_FAILURES_PER_HOUR,
      unknownCpfPerHour: v.RATE_LIMIT_UNKNOWN_CPF_PER_HOUR,
      apiPerMinute: v.RATE_LIMIT_API_PER_MINUTE,
    },
    integrity,
    resultsSealHoldMinutes: v.RESULTS_SEAL_HOLD_MINUTES,
    warnings, // acceptable but risky settings, logged at start-up
  };
}

/** The configuration's shape: what loadConfig returns (each field's variable: docs/server.md). */
export type Config = ReturnType<typeof loadConfig>;
export type OtpConfig = Config['otp'];
export type TurnstileConfig = NonNullable<Config['turnstile']>;
export type RedisConfig = NonNullable<Config['redis']>;
export type DkimConfig = NonNullable<Config['mail']['dkim']>;
