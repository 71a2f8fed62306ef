/**
 * The operators' services: their accounts, their one-time codes (the voters' rules,
 * features/codes/otp.ts) and their tokens.
 */
import type { AppContext } from '../../context';
import { createCodeService, type CodeService } from '../codes';

import { createOperatorTokenService, type OperatorTokenService } from './operatorTokens';
import { operatorCodeStore, operatorsRepository } from './repository';

export interface OperatorServices {
  accounts: ReturnType<typeof operatorsRepository>;
  codes: CodeService;
  tokens: OperatorTokenService;
}

export function createOperatorServices(ctx: AppContext): OperatorServices {
  const { config, database, now, secret } = ctx;
  return {
    accounts: operatorsRepository(database.db),
    codes: createCodeService({
      store: operatorCodeStore(database.db, database.kind),
      secret,
      hashPrefix: 'operator:',
      config: config.otp,
      now,
      // Every operator e-mail carries a sign-in link the daily cap does not govern (issue 25).
      signInLinks: true,
      linkAlways: true,
    }),
    tokens: createOperatorTokenService(secret, config.tokenTtlMinutes, now),
  };
}
