import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

import { formatElectionDate, type Election } from '../../../domain/election';
import { messages } from '../../../domain/messages';

export interface ElectionNoticeProps {
  /** What GET /api/election said; null while unknown (nothing is shown). */
  election: Election | null;
  /** Where 'Ver os resultados' goes once they are published. @default '/resultados' */
  resultsHref?: string;
  /**
   * Scroll the notice into view and move the focus to it once shown (a vote the server refused
   * because the voting closed, issue 40 §2): a screen reader then reads the window as it is.
   * @default false
   */
  focused?: boolean;
  sx?: SxProps<Theme>;
}

/** True when the voter may vote now (unknown counts as open: the server decides anyway). */
export function isVotingOpen(election: Election | null): boolean {
  return election === null || election.status === 'open';
}

const { election: text } = messages;
const when = (iso: string) => `${formatElectionDate(iso)} ${text.timeZoneNote}`;

/**
 * The voting window above the grid on /perfil and /empresas: when it opens, until when it is
 * open, or that it is closed (with the results link once published). Nothing at all for an
 * election without dates, so the specification's screens stay exactly as they are. A status,
 * not an alert: it describes the page (announced politely when it changes), it reports no error.
 */
export function ElectionNotice({
  election,
  resultsHref = '/resultados',
  focused = false,
  sx,
}: ElectionNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Again when the status changes: the election read afresh replaces the notice's element.
  const status = election?.status ?? null;
  useEffect(() => {
    const notice = ref.current;
    if (!focused || status === null || !notice) return;
    notice.scrollIntoView?.({ block: 'center' });
    notice.focus({ preventScroll: true });
  }, [focused, status]);
  if (election === null) return null;
  const { opensAt, closesAt, resultsPublished } = election;
  const sxAll = [
    { mb: 3 },
    // Focused by script: the notice is where a screen reader resumes, not a control.
    { '&:focus': { outline: 'none' } },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  const focus = { ref, tabIndex: focused ? -1 : undefined };

  if (status === 'open') {
    if (closesAt === null) return null;
    return (
      <Alert severity="info" role="status" {...focus} sx={sxAll}>
        <AlertTitle>{text.openTitle}</AlertTitle>
        {text.openUntil(when(closesAt))}
      </Alert>
    );
  }
  if (status === 'scheduled') {
    return (
      <Alert severity="warning" role="status" {...focus} sx={sxAll}>
        <AlertTitle>{text.scheduledTitle}</AlertTitle>
        {opensAt && text.scheduled(when(opensAt))}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status" {...focus} sx={sxAll}>
      <AlertTitle>{text.closedTitle}</AlertTitle>
      {closesAt ? text.closedAt(when(closesAt)) : text.closedNoDate}
      {resultsPublished && (
        <>
          {' '}
          <Link href={resultsHref} color="inherit" sx={{ fontWeight: 700 }}>
            {text.resultsLink}
          </Link>
        </>
      )}
    </Alert>
  );
}
