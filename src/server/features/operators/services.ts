/**
 * What the operator side adds to the app's context: operator tokens, operator one-time codes
 * (the voters' rules, auth/otp.ts), the cached election, and the background sends of
 * operator code e-mails (awaited on close).
 */
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { createCodeService, type CodeService } from '../codes/otp';
import { createElectionService, type ElectionService } from '../election/electionService';
import { electionRepository } from '../election/repository';

import { createOperatorTokenService, type OperatorTokenService } from './operatorTokens';
import { operatorCodeStore, operatorsRepository } from './repository';

export interface AdminServices {
  operators: ReturnType<typeof operatorsRepository>;
  operatorCodes: CodeService;
  operatorTokens: OperatorTokenService;
  election: ElectionService;
  /** Runs `task` without making the caller wait; close() waits for what is still running. */
  inBackground(task: () => Promise<void>, log: FastifyBaseLogger): void;
  /** Resolves when every background task started so far has finished (tests, close). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createAdminServices(
  config: Config,
  database: DatabaseHandle,
  secret: string,
  now: () => number,
): AdminServices {
  const pending = new Set<Promise<void>>();
  return {
    operators: operatorsRepository(database.db),
    operatorCodes: createCodeService({
      store: operatorCodeStore(database.db, database.kind),
      secret,
      hashPrefix: 'operator:',
      config: config.otp,
      now,
      // Every operator e-mail carries a sign-in link the daily cap does not govern (issue 25).
      signInLinks: true,
      linkAlways: true,
    }),
    operatorTokens: createOperatorTokenService(secret, config.tokenTtlMinutes, now),
    election: createElectionService(electionRepository(database.db), now, {
      sealHoldMinutes: config.resultsSealHoldMinutes,
    }),
    inBackground(task, log) {
      const running = task()
        .catch((error: unknown) => log.error({ err: error }, 'Background task failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      await Promise.allSettled([...pending]);
    },
    async close() {
      await Promise.allSettled([...pending]);
    },
  };
}
