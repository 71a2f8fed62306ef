import { useCallback, useEffect, useRef, useState } from 'react';

import { getTurnout } from '../../api/admin';
import { isCanceled } from '../../api/client';
import { DashboardView } from '../../components/admin/DashboardView';
import type { Turnout } from '../../domain/admin';
import { adminMessages } from '../../domain/adminMessages';
import { formatClock } from '../../domain/electionWindow';
import { usePage } from '../shared/usePage';

import { useVisible } from './useVisible';

/** The Painel reads the figures again this often while it is open and its tab is shown. */
export const TURNOUT_REFRESH_MS = 10_000;

export interface DashboardContainerProps {
  /** @default TURNOUT_REFRESH_MS */
  refreshMs?: number;
}

/**
 * Route /admin/painel: GET /admin/turnout now, then every `refreshMs` while the tab is visible
 * (paused while hidden, read again at once when shown). A failed read keeps the last figures.
 */
export function DashboardContainer({ refreshMs = TURNOUT_REFRESH_MS }: DashboardContainerProps) {
  const [turnout, setTurnout] = useState<Turnout | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const visible = useVisible();
  const inFlight = useRef<AbortController | null>(null);
  usePage(adminMessages.app.titles.page(adminMessages.dashboard.title));

  // One read per tick; a newer read cancels a slower older one.
  useEffect(() => {
    if (!visible) return undefined;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    getTurnout(controller.signal).then(
      (answer) => {
        setTurnout(answer);
        setFailed(false);
      },
      (error: unknown) => {
        if (!isCanceled(error)) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [tick, visible]);

  useEffect(() => {
    if (!visible) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), refreshMs);
    return () => clearInterval(timer);
  }, [visible, refreshMs]);

  const refresh = useCallback(() => setTick((n) => n + 1), []);

  return (
    <DashboardView
      turnout={turnout}
      failed={failed}
      updatedAt={turnout ? formatClock(turnout.generatedAt) : null}
      paused={!visible}
      onRefresh={refresh}
    />
  );
}
