/** The codes feature's services: codes, tokens, sessions, the code e-mail and the sweep. */
import type { Kysely } from 'kysely';

import { ADMIN_SIGN_IN_LINK_PATH, SIGN_IN_LINK_PATH } from '../../../domain/constants';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { composeCodeMessage } from '../../mail/mailer';
import { deleteFinishedMail, type Outbox } from '../../mail/outbox';

import { deleteExpiredCodes } from './codesRepository';
import { createOtpService, type CodeService, type IssuedCode, type OtpService } from './otp';
import { createSessionGuard, type SessionGuard } from './sessions';
import { createTokenService, type TokenService } from './tokens';

/** How long the console can see a voter's finished deliveries. */
const MAIL_HISTORY_MS = 30 * 24 * 3_600_000;

export interface CodesServices {
  otp: OtpService;
  tokens: TokenService;
  /** Whether a token's voter still exists, is not invalidated and has the token's version. */
  sessions: SessionGuard;
  /** Deletes expired codes and old delivery records; runs every few minutes by itself. */
  sweepExpiredCodes(): Promise<number>;
}

export function createCodesServices(ctx: AppContext): CodesServices {
  const { config, database, now } = ctx;
  return {
    otp: createOtpService({
      db: database.db,
      kind: database.kind,
      secret: ctx.secret,
      config: config.otp,
      now,
    }),
    tokens: createTokenService(ctx.secret, config.tokenTtlMinutes, now),
    sessions: createSessionGuard(database.db, now),
    async sweepExpiredCodes() {
      const removed = await deleteExpiredCodes(database.db, now());
      // Delivery records (no bodies left) are kept for the console for a while, then go.
      await deleteFinishedMail(database.db, now() - MAIL_HISTORY_MS);
      return removed;
    },
  };
}

/** A code's e-mail to a voter or an operator, composed and queued in `executor` (its transaction). */
export function queueCodeMail(
  { config, outbox }: AppContext,
  who: 'voter' | 'operator',
  to: { id: number; email: string; nome: string },
  issued: IssuedCode,
  executor?: Kysely<Database>,
): Promise<number> {
  const linkPath = who === 'voter' ? SIGN_IN_LINK_PATH : ADMIN_SIGN_IN_LINK_PATH;
  const { subject, text } = composeCodeMessage({
    to: to.email,
    nome: to.nome.split(' ')[0] ?? to.nome,
    code: issued.code,
    ttlMinutes: config.otp.ttlMinutes,
    // An operator's subject says the code opens the console.
    subject: who === 'operator' ? operatorApiMessages.mail.subject : undefined,
    audience: who,
    // An operator's comes with every code, a voter's only under attack (otp.ts).
    link:
      issued.link !== null && config.publicUrl !== null
        ? `${config.publicUrl}${linkPath}#${issued.link}`
        : null,
  });
  return outbox.enqueue(
    {
      kind: `${who}-code`,
      to: to.email,
      subject,
      text,
      ...(who === 'voter' ? { voterId: to.id } : { operatorId: to.id }),
      code: { hash: issued.codeHash, issuedAt: issued.issuedAt, expiresAt: issued.expiresAt },
    },
    executor,
  );
}

/**
 * A code whose e-mail gave up in time (the mail server away) is withdrawn: the voter or operator
 * may ask again at once. One refused for good (a bounce) is not: it counts as the send it was, and
 * its address is suppressed for a day (mail/outbox.ts), so asking again cannot pump bounces.
 */
export function withdrawOnGiveUp(
  outbox: Outbox,
  who: 'voter' | 'operator',
  codes: Pick<CodeService, 'withdraw'>,
): void {
  outbox.onFinalFailure(`${who}-code`, async (row, { bounced }) => {
    const subjectId = row[`${who}_id`];
    if (!bounced && subjectId !== null && row.code_hash !== null && row.issued_at !== null) {
      await codes.withdraw(subjectId, row.code_hash, Number(row.issued_at));
    }
  });
}
