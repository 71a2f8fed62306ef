import { useEffect, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router';

import { getAdminElection, getMailHealth, getTurnout } from '../../../api/admin';
import { getPublicationHistory } from '../../../api/trust';
import { MailHealthPanel } from '../../../components/console/MailHealthPanel';
import { DashboardView } from '../../../components/views/console/DashboardView';
import { adminMessages } from '../../../domain/adminMessages';
import { formatElectionDate, isOpenWithoutEnd } from '../../../domain/election';
import { formatClock } from '../../../domain/electionWindow';
import { usePage } from '../../shared/usePage';
import { useVisible } from '../../shared/useVisible';
import { consoleLoader, read, useConsoleData, useLatest, valueOf } from '../consoleData';

/** The Painel reads the figures again this often while it is open and its tab is shown. */
export const TURNOUT_REFRESH_MS = 10_000;

export interface DashboardContainerProps {
  /** @default TURNOUT_REFRESH_MS */
  refreshMs?: number;
}

/**
 * The figures (GET /admin/turnout), and three reads whose failure leaves the figures alone: the
 * mail panel (GET /admin/mail/health), the window (voting open with no closing date is warned
 * about until one is set) and the reopenings after the results were read (issue 36).
 */
export const dashboardLoader = consoleLoader(async ({ request: { signal } }) => {
  const [turnout, mail, election, history] = await Promise.all([
    read(getTurnout(signal)),
    read(getMailHealth(signal)),
    read(getAdminElection(signal)),
    read(getPublicationHistory(signal)),
  ]);
  return { turnout, mail: valueOf(mail), election: valueOf(election), history: valueOf(history) };
});

/**
 * Route /admin/painel: its loader's reads now, then again every `refreshMs` while the tab is
 * visible (paused while hidden, read again at once when shown; a newer read cancels a slower
 * older one). A failed read keeps the last figures.
 */
export function DashboardContainer({ refreshMs = TURNOUT_REFRESH_MS }: DashboardContainerProps) {
  const data = useConsoleData<typeof dashboardLoader>();
  const [turnout] = useLatest(valueOf(data.turnout));
  const [mail] = useLatest(data.mail);
  const [election] = useLatest(data.election);
  const [history] = useLatest(data.history);
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const visible = useVisible();
  const hidden = useRef(false);
  usePage(adminMessages.app.titles.page(adminMessages.dashboard.title));

  useEffect(() => {
    if (!visible) {
      hidden.current = true;
      return undefined;
    }
    if (hidden.current) void revalidate();
    hidden.current = false;
    const timer = setInterval(() => void revalidate(), refreshMs);
    return () => clearInterval(timer);
  }, [visible, refreshMs, revalidate]);

  return (
    <>
      <DashboardView
        turnout={turnout}
        failed={!data.turnout.ok}
        updatedAt={turnout ? formatClock(turnout.generatedAt) : null}
        paused={!visible}
        onRefresh={() => void revalidate()}
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
