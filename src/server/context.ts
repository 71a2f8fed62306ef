/**
 * Everything the routes need, built once at start-up: database (migrated, seeded), token and
 * one-time-code services, mailer and bot check. Tests replace parts through AppDeps.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import { SIGN_IN_LINK_PATH } from '../domain/constants';

import { createAdminServices, type AdminServices } from './admin/services';
import { createAuditAnchor, type AuditAnchor, type SendToOperator } from './audit/anchor';
import { setAuditKeys } from './audit/key';
import { createOtpService, type OtpService } from './auth/otp';
import { createSessionGuard, type SessionGuard } from './auth/sessions';
import { createTokenService, type TokenService } from './auth/tokens';
import { createDevBotCheck, createTurnstileBotCheck, type BotCheck } from './botcheck/botcheck';
import { importCatalog } from './catalog/import';
import { MIN_JWT_SECRET_LENGTH, type Config } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { DEMO_CATALOG } from './db/demo';
import { migrateToLatest } from './db/migrations';
import type { Database } from './db/schema';
import { createMemoryLimitStore, type LimitStore } from './limits';
import { composeCodeMessage, createSmtpMailer, DevMailbox, type Mailer } from './mail/mailer';
import { createOutbox, deleteFinishedMail, type Outbox } from './mail/outbox';
import { RECEIPT_KIND, receiptRenderer } from './receipts/receiptMail';
import { createReminders, type Reminders } from './reminders/reminders';
import { headMatchesKeys, keyTheChain } from './repositories/audit';
import { countCategories } from './repositories/catalogue';
import { deleteExpiredCodes } from './repositories/codes';

const SWEEP_EVERY_MS = 5 * 60_000;
/** How long the console can see a voter's finished deliveries. */
const MAIL_HISTORY_MS = 30 * 24 * 3_600_000;

export interface AppDeps {
  /** Clock in milliseconds (tests move time forward to expire codes). */
  now?: () => number;
  /** Use this database instead of opening config.database (the caller closes it). */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** false: the outbox's worker does not poll by itself (tests call outbox.pump()). */
  outboxPolling?: boolean;
  botCheck?: BotCheck;
  /** Per-client counters and the replay guard (app.ts picks Redis or memory). */
  limitStore?: LimitStore;
}

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  now: () => number;
  tokens: TokenService;
  /** Whether a token's voter still exists, is not invalidated and has the token's version. */
  sessions: SessionGuard;
  otp: OtpService;
  mailer: Mailer;
  /** Every e-mail goes through it (decision 200): `outbox.enqueue(message)`. */
  outbox: Outbox;
  /** A voter's code, composed and queued (send-otp-code). */
  sendVoterCode(
    voter: { id: number; email: string; nome: string },
    issued: {
      code: string;
      codeHash: string;
      issuedAt: number;
      expiresAt: number;
      link: string | null;
    },
    /** Queued in this transaction (the code's own, auth/otp.ts's `queue`). */
    executor?: Kysely<Database>,
  ): Promise<number>;
  /** Set when the development mailbox is in use (no SMTP_URL, not production). */
  devMailbox: DevMailbox | null;
  botCheck: BotCheck;
  limits: LimitStore;
  /** The operator side: operators' codes and tokens, the cached election. */
  admin: AdminServices;
  /** Reminders to voters who have not voted (issue 26): outbox rows (decision 260). */
  reminders: Reminders;
  /** Signs one-click unsubscribe links (reminders/unsubscribe.ts). */
  reminderSecret: string;
  /** Deletes expired codes; runs every few minutes by itself (the tests call it directly). */
  sweepExpiredCodes(): Promise<number>;
  /** The votes' seal at the close and the audit head's anchors (audit/anchor.ts). */
  auditAnchor: AuditAnchor;
  /** E-mails one operator through the outbox (the anchors' e-mails). */
  mailOperator: SendToOperator;
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

export async function createContext(
  config: Config,
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<AppContext> {
  const now = deps.now ?? Date.now;
  const ownsDatabase = !deps.database;
  // Before any audit row is written or checked (audit/key.ts).
  setAuditKeys(config.auditKeys);
  const database =
    deps.database ?? createDatabase(config.database, { backgroundCheckpoints: true });
  try {
    const applied = await migrateToLatest(database.db as never, database.kind);
    if (applied.length > 0) log.info({ applied }, 'Database migrated');
    // After a key rotation, the audit.key-rotated row under the new key (audit/chain.ts).
    // A process with another key would append rows no verification accepts: it refuses to
    // start, as the CLI refuses to write (a wrong AUDIT_KEY, or a rewritten trail).
    if (!(await headMatchesKeys(database.db))) {
      throw new Error(
        "The audit trail's newest row matches no AUDIT_KEY this process holds (AUDIT_KEY / AUDIT_PREVIOUS_KEYS): a wrong key, or a rewritten trail. Run `npm run admin -- audit verify`.",
      );
    }
    if (await keyTheChain(database.db, now())) {
      log.info('Audit key rotated: audit.key-rotated written under the new AUDIT_KEY');
    }
    if (config.seedDemo && (await countCategories(database.db)) === 0) {
      const summary = await importCatalog(database.db, DEMO_CATALOG, now);
      log.info(summary, 'Loaded the demo categories (SEED_DEMO=false turns this off)');
    }
  } catch (error) {
    if (ownsDatabase) await database.destroy();
    throw error;
  }

  const secret = resolveJwtSecret(config, log);
  let devMailbox: DevMailbox | null = null;
  let mailer = deps.mailer;
  if (!mailer) {
    if (config.smtpUrl) {
      mailer = createSmtpMailer(config.smtpUrl, {
        from: config.mailFrom,
        maxConnections: config.mail.maxConnections,
        dkim: config.mail.dkim,
      });
    } else {
      devMailbox = new DevMailbox(config.dataDir, log, now);
      mailer = devMailbox;
      log.warn(
        { mailbox: devMailbox.dir },
        'SMTP_URL is not set: one-time codes go to the development mailbox (GET /dev/mailbox)',
      );
    }
  } else if (mailer instanceof DevMailbox) {
    devMailbox = mailer;
  }
  const limits = deps.limitStore ?? createMemoryLimitStore();
  const botCheck =
    deps.botCheck ??
    (config.turnstile
      ? createTurnstileBotCheck(config.turnstile, log, now, limits)
      : createDevBotCheck());
  if (botCheck.kind === 'dev') {
    log.warn('No Turnstile keys: development bot check (accepts the dummy token only)');
  }

  const finalMailer = mailer;
  const admin = createAdminServices(config, database, secret, now);
  const otp = createOtpService({
    db: database.db,
    kind: database.kind,
    secret,
    config: config.otp,
    now,
  });
  const outbox = createOutbox({
    db: database.db,
    kind: database.kind,
    mailer: finalMailer,
    now,
    log,
    concurrency: config.mail.maxConnections,
    giveUpAfterMs: config.mail.giveUpAfterHours * 3_600_000,
    autoStart: deps.outboxPolling !== false,
  });
  // A code whose e-mail gave up in time (the mail server away) is withdrawn: the voter (or
  // operator) may ask again at once. One refused for good (a bounce) is not: it counts as the
  // send it was, and its address is suppressed for a day (mail/outbox.ts), so asking again
  // cannot pump bounces (issue 37).
  outbox.onFinalFailure('voter-code', async (row, { bounced }) => {
    if (bounced) return;
    if (row.voter_id !== null && row.code_hash !== null && row.issued_at !== null) {
      await otp.withdraw(row.voter_id, row.code_hash, Number(row.issued_at));
    }
  });
  outbox.onFinalFailure('operator-code', async (row, { bounced }) => {
    if (bounced) return;
    if (row.operator_id !== null && row.code_hash !== null && row.issued_at !== null) {
      await admin.operatorCodes.withdraw(row.operator_id, row.code_hash, Number(row.issued_at));
    }
  });
  // Reminders are outbox rows (kind 'reminder', throttled for the deployment, written when
  // their turn comes), each with its one-click unsubscribe (decision 260).
  const reminders = createReminders({
    db: database.db,
    outbox,
    secret,
    publicUrl: config.publicUrl,
    apiPrefix: config.apiPrefix,
    now,
    giveUpAfterMs: config.mail.giveUpAfterHours * 3_600_000,
    isOpen: async () => (await admin.election.view()).status === 'open',
  });
  reminders.sendThrough(outbox);
  // A receipt e-mail carries its voter's votes of a few minutes, read from `votes` when it is
  // sent (decision 261).
  outbox.renderWith(
    RECEIPT_KIND,
    receiptRenderer(database.db, config.publicUrl ? `${config.publicUrl}/resultados/recibo` : null),
  );
  const sendVoterCode: AppContext['sendVoterCode'] = (voter, issued, executor) => {
    const link =
      issued.link !== null && config.publicUrl !== null
        ? `${config.publicUrl}${SIGN_IN_LINK_PATH}#${issued.link}`
        : null;
    const { subject, text } = composeCodeMessage({
      to: voter.email,
      nome: voter.nome.split(' ')[0] ?? voter.nome,
      code: issued.code,
      ttlMinutes: config.otp.ttlMinutes,
      link,
    });
    return outbox.enqueue(
      {
        kind: 'voter-code',
        to: voter.email,
        subject,
        text,
        voterId: voter.id,
        code: { hash: issued.codeHash, issuedAt: issued.issuedAt, expiresAt: issued.expiresAt },
      },
      executor,
    );
  };
  const sweepExpiredCodes = async () => {
    const removed = await deleteExpiredCodes(database.db, now());
    // Delivery records (no bodies left) are kept for the console for a while, then go.
    await deleteFinishedMail(database.db, now() - MAIL_HISTORY_MS);
    return removed;
  };
  const sweeper = setInterval(() => {
    sweepExpiredCodes().catch((error: unknown) => {
      log.error({ err: error }, 'Could not delete expired one-time codes');
    });
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  const mailOperator: SendToOperator = (to, subject, text) =>
    outbox.enqueue({ kind: 'audit-head', to, subject, text });
  const auditAnchor = createAuditAnchor({
    db: database.db,
    log,
    now,
    send: mailOperator,
    autoStart: deps.outboxPolling !== false,
  });
  return {
    config,
    database,
    now,
    tokens: createTokenService(secret, config.tokenTtlMinutes, now),
    sessions: createSessionGuard(database.db, now),
    otp,
    mailer: finalMailer,
    outbox,
    sendVoterCode,
    devMailbox,
    botCheck,
    limits,
    admin,
    reminders,
    reminderSecret: secret,
    sweepExpiredCodes,
    auditAnchor,
    mailOperator,
    async close() {
      clearInterval(sweeper);
      auditAnchor.close();
      await admin.close();
      await outbox.close();
      await finalMailer.close();
      if (ownsDatabase) await database.destroy();
    },
  };
}
