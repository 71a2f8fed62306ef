import { useCallback, useState, type ReactNode } from 'react';

import { statusOf } from '../../api/client';
import { getRuntimeConfig } from '../../api/runtimeConfig';
import { BotCheckDialog } from '../../components/primitives/BotCheckDialog';

type Waiter = (token: string | null) => void;

/**
 * A CPF under attack makes the code calls answer 428 (docs/decisions/080). `withBotCheck(call)`
 * runs `call()`; on a 428 it shows the bot check and, once passed, runs `call(token)` again.
 * Cancelled, it rethrows the 428 for the caller's usual error handling.
 */
export function useBotCheckRetry(): {
  withBotCheck: <T>(call: (token?: string) => Promise<T>) => Promise<T>;
  botCheckDialog: ReactNode;
} {
  const [waiter, setWaiter] = useState<Waiter | null>(null);

  const withBotCheck = useCallback(async <T,>(call: (token?: string) => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      if (statusOf(error) !== 428) throw error;
      const token = await new Promise<string | null>((resolve) => setWaiter(() => resolve));
      setWaiter(null);
      if (!token) throw error;
      return call(token);
    }
  }, []);

  const botCheckDialog = waiter ? (
    <BotCheckDialog
      open
      siteKey={getRuntimeConfig().turnstileSiteKey}
      onToken={(token) => waiter(token)}
      onCancel={() => waiter(null)}
    />
  ) : null;
  return { withBotCheck, botCheckDialog };
}
