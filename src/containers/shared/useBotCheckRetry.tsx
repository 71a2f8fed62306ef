import { useCallback, useState, type ReactNode } from 'react';

import { statusOf } from '../../api/client';
import { requestFinished, requestStarted } from '../../api/loading';
import { loadOnce } from '../../api/loadOnce';
import { getRuntimeConfig } from '../../api/runtimeConfig';
import type { BotCheckDialog as BotCheckDialogComponent } from '../../components/primitives/BotCheckDialog';
import { useOptionalFeedback } from '../feedback';

import { signInExtrasOf } from './errorExtras';

type Waiter = (token: string | null) => void;
type DialogComponent = typeof BotCheckDialogComponent;

/**
 * The bot check dialog's code (the dialog, the bot check, MUI's Dialog and Modal), downloaded the
 * first time a 428 asks for it: most sign-ins never do, and /login, /acesso and the console's
 * sign-in no longer load it up front. A failed download is tried again next time.
 */
const loadDialog = loadOnce(() =>
  import('../../components/primitives/BotCheckDialog').then((module) => module.BotCheckDialog),
);

interface Asking {
  Dialog: DialogComponent;
  waiter: Waiter;
  reason: 'cpf' | 'network';
}

/**
 * A CPF under attack (or a network past its budget of unknown CPFs, issue 40 §4) makes the code
 * calls answer 428 (docs/decisions/080). `withBotCheck(call)`
 * runs `call()`; on a 428 it shows the bot check and, once passed, runs `call(token)` again.
 * Cancelled, it rethrows the 428 for the caller's usual error handling, as it does when the
 * dialog's code cannot be downloaded (offline). While the code downloads, it counts as a request
 * in flight: the loading overlay stays up between the 428 and the dialog.
 */
export function useBotCheckRetry(): {
  withBotCheck: <T>(call: (token?: string) => Promise<T>) => Promise<T>;
  botCheckDialog: ReactNode;
} {
  const [asking, setAsking] = useState<Asking | null>(null);
  const feedback = useOptionalFeedback();

  const withBotCheck = useCallback(
    async <T,>(call: (token?: string) => Promise<T>) => {
      try {
        return await call();
      } catch (error) {
        if (statusOf(error) !== 428) throw error;
        // A message of the screen's last step ('Erro ao confirmar o acesso.') is about what came
        // before: it would stay over the dialog, saying something no longer true (issue 40 §9).
        feedback?.dismiss();
        let Dialog: DialogComponent;
        requestStarted();
        try {
          Dialog = await loadDialog();
        } catch (loadError) {
          console.error('Could not load the bot check', loadError);
          throw error;
        } finally {
          requestFinished();
        }
        const reason = signInExtrasOf(error).botCheckReason ?? 'cpf';
        const token = await new Promise<string | null>((resolve) =>
          setAsking({ Dialog, waiter: resolve, reason }),
        );
        setAsking(null);
        if (!token) throw error;
        return call(token);
      }
    },
    [feedback],
  );

  let botCheckDialog: ReactNode = null;
  if (asking) {
    const { Dialog, waiter, reason } = asking;
    botCheckDialog = (
      <Dialog
        open
        reason={reason}
        siteKey={getRuntimeConfig().turnstileSiteKey}
        onToken={(token) => waiter(token)}
        onCancel={() => waiter(null)}
      />
    );
  }
  return { withBotCheck, botCheckDialog };
}
