import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { getAdminElection, getMailHealth, getTurnout } from '../../../api/admin';
import { isCanceled } from '../../../api/client';
import { getPublicationHistory } from '../../../api/trust';
import { MailHealthPanel } from '../../../components/console/MailHealthPanel';
import { DashboardView } from '../../../components/views/console/DashboardView';
import type { MailHealth, Turnout } from '../../../domain/admin';
import { adminMessages } from '../../../domain/adminMessages';
import { formatElectionDate, isOpenWithoutEnd, type Election } from '../../../domain/election';
import { formatClock } from '../../../domain/electionWindow';
import type { PublicationHistory } from '../../../domain/trust';
import { usePage } from '../../shared/usePage';
import { useVisible } from '../../shared/useVisible';

/** The Painel reads the figures again this often while it is open and its tab is shown. */
export const TURNOUT_REFRESH_MS = 10_000;

export interface DashboardContainerProps {
  /** @default TURNOUT_REFRESH_MS */
  refreshMs?: number;
}

/**
 * Route /admin/painel: GET /admin/turnout (and /admin/mail/health, the e-mail panel) now, then
 * every `refreshMs` while the tab is visible
 * (paused while hidden, read again at once when shown). A failed read keeps the last figures.
 */
export function DashboardContainer({ refreshMs = TURNOUT_REFRESH_MS }: DashboardContainerProps) {
  const [turnout, setTurnout] = useState<Turnout | null>(null);
  const [mail, setMail] = useState<MailHealth | null>(null);
  const [election, setElection] = useState<Election | null>(null);
  const [history, setHistory] = useState<PublicationHistory | null>(null);
  const navigate = useNavigate();
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
    // The mail panel is a second read: its failure leaves the figures alone (and vice versa).
    getMailHealth(controller.signal).then(setMail, () => undefined);
    // And the window: voting open with no closing date is warned about until one is set.
    getAdminElection(controller.signal).then(setElection, () => undefined);
    // And the reopenings after the results were read (issue 36), from the public history.
    getPublicationHistory(controller.signal).then(setHistory, () => undefined);
    return () => controller.abort();
  }, [tick, visible]);

  useEffect(() => {
    if (!visible) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), refreshMs);
    return () => clearInterval(timer);
  }, [visible, refreshMs]);

  const refresh = useCallback(() => setTick((n) => n + 1), []);

  return (
    <>
      <DashboardView
        turnout={turnout}
        failed={failed}
        updatedAt={turnout ? formatClock(turnout.generatedAt) : null}
        paused={!visible}
        onRefresh={refresh}
        openWithoutEnd={election !== null && isOpenWithoutEnd(election)}
        onSetWindow={() => void navigate('/admin/eleicao')}
        reopenings={(history?.reopenings ?? []).map((r) => ({
          resultsReadAt: formatElectionDate(r.resultsReadAt),
          reopenedAt: formatElectionDate(r.reopenedAt),
        }))}
      />
      {mail && <MailHealthPanel health={mail} formatTime={formatClock} sx={{ mt: 3 }} />}
    </>
  );
}
