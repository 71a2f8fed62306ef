/**
 * The infrastructure every feature shares, built once at start-up: configuration, the database
 * (migrated), the clock, the server's secret, the mail transport and its durable outbox, the bot
 * check and the per-client limits. Nothing of a feature lives here: each feature plugin
 * (features/<name>/index.ts) builds its own services from these and decorates the app with them.
 * Tests replace parts through AppDeps.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import { createDevBotCheck, createTurnstileBotCheck, type BotCheck } from './botcheck/botcheck';
import { MIN_JWT_SECRET_LENGTH, type Config } from './config';
import { setAuditKeys } from './db/auditKey';
import { createDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrations';
import { createMemoryLimitStore, type LimitStore } from './limits';
import { createSmtpMailer, DevMailbox, type Mailer } from './mail/mailer';
import { createOutbox, type Outbox } from './mail/outbox';

export interface AppDeps {
  /** Clock in milliseconds (tests move time forward to expire codes). */
  now?: () => number;
  /** Use this database instead of opening config.database (the caller closes it). */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** false: the outbox's worker and the features' timers do not run by themselves (tests call them). */
  outboxPolling?: boolean;
  botCheck?: BotCheck;
  /** Per-client counters and the replay guard (app.ts picks Redis or memory). */
  limitStore?: LimitStore;
}

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  now: () => number;
  log: FastifyBaseLogger;
  /** Signs tokens, hashes codes and signs unsubscribe links (JWT_SECRET). */
  secret: string;
  mailer: Mailer;
  /** Every e-mail goes through it (decision 200); features add their kinds' handlers. */
  outbox: Outbox;
  /** Set when the development mailbox is in use (no SMTP_URL, not production). */
  devMailbox: DevMailbox | null;
  botCheck: BotCheck;
  limits: LimitStore;
  /** Whether timers run by themselves (false in tests that drive them). */
  autoStart: boolean;
  close(): Promise<void>;
}

/** JWT_SECRET, or (development) a random one kept in DATA_DIR so tokens survive restarts. */
export function resolveJwtSecret(config: Config, log: FastifyBaseLogger): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.production) throw new Error('JWT_SECRET is required in production');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_JWT_SECRET_LENGTH) return existing;
  } catch {
    // Not there yet: create it below.
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log.info({ file }, 'Generated a development JWT secret (set JWT_SECRET in production)');
  return secret;
}

function mailTransport(config: Config, deps: AppDeps, log: FastifyBaseLogger, now: () => number) {
  if (deps.mailer) {
    return {
      mailer: deps.mailer,
      devMailbox: deps.mailer instanceof DevMailbox ? deps.mailer : null,
    };
  }
  if (config.smtpUrl) {
    const mailer = createSmtpMailer(config.smtpUrl, {
      from: config.mailFrom,
      maxConnections: config.mail.maxConnections,
      dkim: config.mail.dkim,
    });
    return { mailer, devMailbox: null };
  }
  const devMailbox = new DevMailbox(config.dataDir, log, now);
  log.warn(
    { mailbox: devMailbox.dir },
    'SMTP_URL is not set: one-time codes go to the development mailbox (GET /dev/mailbox)',
  );
  return { mailer: devMailbox, devMailbox };
}

export async function createContext(
  config: Config,
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<AppContext> {
  const now = deps.now ?? Date.now;
  const ownsDatabase = !deps.database;
  // Before any audit row is written or checked (a migration re-chains with it).
  setAuditKeys(config.auditKeys);
  const database = deps.database ?? createDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db as never, database.kind);
    if (applied.length > 0) log.info({ applied }, 'Database migrated');
  } catch (error) {
    if (ownsDatabase) await database.destroy();
    throw error;
  }

  const secret = resolveJwtSecret(config, log);
  const { mailer, devMailbox } = mailTransport(config, deps, log, now);
  const limits = deps.limitStore ?? createMemoryLimitStore();
  const botCheck =
    deps.botCheck ??
    (config.turnstile
      ? createTurnstileBotCheck(config.turnstile, log, now, limits)
      : createDevBotCheck());
  if (botCheck.kind === 'dev') {
    log.warn('No Turnstile keys: development bot check (accepts the dummy token only)');
  }
  const autoStart = deps.outboxPolling !== false;
  const outbox = createOutbox({
    db: database.db,
    kind: database.kind,
    mailer,
    now,
    log,
    concurrency: config.mail.maxConnections,
    giveUpAfterMs: config.mail.giveUpAfterHours * 3_600_000,
    autoStart,
  });
  return {
    config,
    database,
    now,
    log,
    secret,
    mailer,
    outbox,
    devMailbox,
    botCheck,
    limits,
    autoStart,
    async close() {
      await outbox.close();
      await mailer.close();
      if (ownsDatabase) await database.destroy();
    },
  };
}
