import { useEffect, useState } from 'react';

import { getVoterMail } from '../../../api/admin';
import { isCanceled } from '../../../api/client';
import type { AdminVoter, MailDelivery } from '../../../domain/admin';

export type VoterMailState = MailDelivery[] | 'loading' | 'failed';

/**
 * One voter's e-mails for the Integridade page's dialog (issue 28): GET /admin/voters/:id/mail
 * each time the dialog opens (a reopened dialog reads them again: a retry may have gone out
 * since) and on 'Tentar novamente'; closing it aborts the call, and an answer that still arrives
 * is ignored. The voter stays after closing so the dialog keeps its title while it fades out.
 */
export function useVoterMail() {
  const [voter, setVoter] = useState<AdminVoter | null>(null);
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [deliveries, setDeliveries] = useState<VoterMailState>('loading');

  useEffect(() => {
    if (!open || !voter) return;
    const controller = new AbortController();
    setDeliveries('loading');
    getVoterMail(voter.id, controller.signal).then(
      (list) => {
        if (!controller.signal.aborted) setDeliveries(list);
      },
      (failure: unknown) => {
        if (isCanceled(failure) || controller.signal.aborted) return;
        setDeliveries('failed');
      },
    );
    return () => controller.abort();
  }, [open, voter, attempt]);

  return {
    open,
    voter,
    deliveries,
    show: (chosen: AdminVoter) => {
      setVoter(chosen);
      setOpen(true);
      setAttempt((n) => n + 1);
    },
    retry: () => setAttempt((n) => n + 1),
    close: () => setOpen(false),
  };
}
