/** The codes feature's services: codes, tokens, sessions, the code e-mail and the sweep. */
import type { Kysely } from 'kysely';

import { SIGN_IN_LINK_PATH } from '../../../domain/constants';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { composeCodeMessage } from '../../mail/mailer';
import { deleteFinishedMail } from '../../mail/outbox';

import { deleteExpiredCodes } from './codesRepository';
import { createOtpService, type IssuedCode, type OtpService } from './otp';
import { createSessionGuard, type SessionGuard } from './sessions';
import { createTokenService, type TokenService } from './tokens';

/** How long the console can see a voter's finished deliveries. */
const MAIL_HISTORY_MS = 30 * 24 * 3_600_000;

export interface CodesServices {
  otp: OtpService;
  tokens: TokenService;
  /** Whether a token's voter still exists, is not invalidated and has the token's version. */
  sessions: SessionGuard;
  /** A voter's code, composed and queued (send-otp-code), in `executor` (the code's transaction). */
  sendVoterCode(
    voter: { id: number; email: string; nome: string },
    issued: IssuedCode,
    executor?: Kysely<Database>,
  ): Promise<number>;
  /** Deletes expired codes and old delivery records; runs every few minutes by itself. */
  sweepExpiredCodes(): Promise<number>;
}

export function createCodesServices(ctx: AppContext): CodesServices {
  const { config, database, now, outbox } = ctx;
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
    sendVoterCode(voter, issued, executor) {
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
    },
    async sweepExpiredCodes() {
      const removed = await deleteExpiredCodes(database.db, now());
      // Delivery records (no bodies left) are kept for the console for a while, then go.
      await deleteFinishedMail(database.db, now() - MAIL_HISTORY_MS);
      return removed;
    },
  };
}
