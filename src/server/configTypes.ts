/** The shape of the validated configuration (see config.ts for how it is read). */
import type { AuditKeys } from './db/auditKey';
import type { IntegrityConfig } from './integrityConfig';

/** SQLite's `PRAGMA synchronous` in WAL mode (SQLITE_SYNCHRONOUS). */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

export type DatabaseConfig =
  | {
      kind: 'sqlite';
      /** Absolute path, or ':memory:'. */
      file: string;
      /** Default FULL: a vote answered 201 survives a power cut (NORMAL may lose the last commits). */
      synchronous?: SqliteSynchronous;
    }
  | { kind: 'postgres'; url: string };

export interface TurnstileConfig {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  /** Give up on siteverify after this long (and refuse the sign-up: fail closed). */
  timeoutMs: number;
  /** When non-empty, siteverify's `hostname` must be one of these. */
  hostnames: string[];
}

/** One-time codes; docs/decisions/080 has the arithmetic behind the defaults. */
export interface OtpConfig {
  ttlMinutes: number;
  /** Wrong tries one code accepts (all clients together); then a new code is needed. */
  maxTriesPerCode: number;
  /** Wrong codes per CPF in its 24-hour window after which every code call needs a bot check. */
  botCheckAfterFailures: number;
  /** Sends per CPF per hour after which send-code needs a bot check (never a refusal). */
  maxSendsPerHour: number;
  /** Hard cap of wrong codes per CPF per 24-hour window (≤ 49: under 1 in 10,000 a day). */
  maxFailuresPerCpfPerDay: number;
  /** NIST SP 800-63B 5.2.2: consecutive failures (across windows) before stronger checks. */
  maxConsecutiveFailures: number;
  resendCooldownSeconds: number;
}

export interface RateLimitConfig {
  registerPerHour: number;
  /** Code calls (send and validate) per client per hour. */
  otpPerHour: number;
  /** Wrong codes per client per hour, whatever the CPFs. */
  otpFailuresPerHour: number;
  /** Send-code calls for unknown CPFs per client per hour (walking a list of CPFs). */
  unknownCpfPerHour: number;
  /** GET /categories/app and POST /votes, per client. */
  apiPerMinute: number;
}

/** DKIM signing of outgoing mail (nodemailer's dkim option); docs/deploy.md has the DNS side. */
export interface DkimConfig {
  domain: string;
  selector: string;
  /** PEM text of the private key. */
  privateKey: string;
}

export interface MailConfig {
  /** SMTP connections (and messages being sent) at once, per process. */
  maxConnections: number;
  /** Messages that are not codes (reminders…): how long the outbox keeps trying, in hours. */
  giveUpAfterHours: number;
  /** How long a vote's receipt e-mail waits for the voter's next votes, in seconds (0: none). */
  receiptWaitSeconds: number;
  dkim: DkimConfig | null;
}

export interface RedisConfig {
  url: string;
  /** Prefix of every key (tests use a random one). */
  keyPrefix: string;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  apiPrefix: string;
  /** null: generate one and keep it in `dataDir` (development only). */
  jwtSecret: string | null;
  /** The audit chain's HMAC key and the earlier ones (AUDIT_KEY…, audit/key.ts, decision 230). */
  auditKeys: AuditKeys;
  tokenTtlMinutes: number;
  /** null: the development mailbox. */
  smtpUrl: string | null;
  mailFrom: string;
  mail: MailConfig;
  /**
   * Where voters open the web app (PUBLIC_URL), for the sign-in link of code e-mails; null: no
   * link (a warning at start-up). Defaults to this server on loopback in development.
   */
  publicUrl: string | null;
  /** null: the development bot check (accepts DEV_BOT_CHECK_TOKEN). */
  turnstile: TurnstileConfig | null;
  seedDemo: boolean;
  corsOrigins: string[];
  dataDir: string;
  webDistDir: string;
  logLevel: string;
  /** Passed to Fastify's `trustProxy`: false, true, a hop count or the proxy's addresses. */
  trustProxy: boolean | number | string[];
  /** TRUST_PROXY names a proxy: the development mailbox page is never served. */
  behindProxy: boolean;
  /** GET /metrics answers only with `Authorization: Bearer <this>`; null: no metrics. */
  metricsToken: string | null;
  /** BACKUP_DIR: where the backup timer writes; /metrics says the newest copy's age. */
  backupDir: string | null;
  /** Shared limits for several processes; null: in memory (one process). */
  redis: RedisConfig | null;
  /** Who is responsible for the personal data, shown on /privacidade (LGPD). */
  privacy: PrivacyConfig;
  otp: OtpConfig;
  rateLimit: RateLimitConfig;
  /** Thresholds of the integrity review (INTEGRITY_*; docs/integrity.md). */
  integrity: IntegrityConfig;
  /**
   * Minutes the close must stand before results per company open (RESULTS_SEAL_HOLD_MINUTES,
   * default 10; results/seal.ts).
   */
  resultsSealHoldMinutes: number;
  /** Acceptable but risky settings, logged at start-up. */
  warnings: string[];
}

export interface PrivacyConfig {
  controller: string;
  contact: string;
  /** Months personal data is kept after the election closes. */
  retentionMonths: number;
}
