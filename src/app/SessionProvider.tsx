import { useEffect, type ReactNode } from 'react';

import { notifySessionChanged, recheckSession } from '../api/session';
import {
  TOKEN_RECHECK_INTERVAL_MS,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '../domain/constants';

export interface SessionProviderProps {
  children: ReactNode;
  /** @default TOKEN_RECHECK_INTERVAL_MS (300000 ms, spec section 9) */
  recheckIntervalMs?: number;
}

/**
 * Keeps the session honest (spec section 4): every 5 minutes an invalid or expired token is
 * cleared, and a change in another tab (`storage` event) is picked up at once. Components read
 * the session with useSession() from api/session.
 */
export function SessionProvider({
  children,
  recheckIntervalMs = TOKEN_RECHECK_INTERVAL_MS,
}: SessionProviderProps) {
  useEffect(() => {
    recheckSession();
    const timer = setInterval(() => recheckSession(), recheckIntervalMs);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
        notifySessionChanged();
        recheckSession();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [recheckIntervalMs]);

  return children;
}
