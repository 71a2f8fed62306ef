import { useState } from 'react';
import { useFetcher } from 'react-router';

import { getVoterMail } from '../../../api/admin';
import type { AdminVoter } from '../../../domain/admin';
import { consoleLoader, read } from '../consoleData';

/** The address of one voter's e-mails (a route with a loader only, read by useVoterMail). */
export const voterMailPath = (id: number) => `/admin/integridade/eleitores/${id}/emails`;

/** GET /admin/voters/:id/mail, or that it failed. */
export const voterMailLoader = consoleLoader(({ params, request }) =>
  read(getVoterMail(Number(params.id), request.signal)),
);

/**
 * One voter's e-mails for the Integridade page's dialog (issue 28), read by a fetcher from
 * voterMailLoader each time the dialog opens (a reopened dialog reads them again: a retry may have
 * gone out since) and on 'Tentar novamente'; closing it resets the fetcher, which aborts the call
 * and ignores an answer that still arrives. The voter stays after closing so the dialog keeps its
 * title while it fades out.
 */
export function useVoterMail() {
  const fetcher = useFetcher<typeof voterMailLoader>();
  const [voter, setVoter] = useState<AdminVoter | null>(null);
  const [open, setOpen] = useState(false);
  const answer = fetcher.state === 'idle' ? fetcher.data : null;
  return {
    open,
    voter,
    deliveries: !answer ? ('loading' as const) : answer.ok ? answer.value : ('failed' as const),
    show: (chosen: AdminVoter) => {
      setVoter(chosen);
      setOpen(true);
      void fetcher.load(voterMailPath(chosen.id));
    },
    retry: () => voter && void fetcher.load(voterMailPath(voter.id)),
    close: () => {
      setOpen(false);
      fetcher.reset();
    },
  };
}
