import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';

import {
  actOnVoters,
  getAdminVoters,
  getIntegrity,
  searchAdminVoters,
} from '../../../api/integrity';
import { BulkActionDialog, type VoterAction } from '../../../components/console/BulkActionDialog';
import { VoterMailDialog } from '../../../components/console/VoterMailDialog';
import {
  IntegrityView,
  type VoterSearchBinding,
} from '../../../components/views/console/IntegrityView';
import type { AdminVoter, IntegrityFlag, InvalidationCategory } from '../../../domain/admin';
import { adminMessages } from '../../../domain/adminMessages';
import { formatDayClock } from '../../../domain/electionWindow';
import { integrityMessages as m } from '../../../domain/integrityMessages';
import { usePage } from '../../shared/usePage';
import { consoleLoader, read, useConsoleData, useLatest, valueOf } from '../consoleData';

import { useVoterMail } from './useVoterMail';

interface Pending {
  flag: IntegrityFlag;
  action: VoterAction;
  voterIds: number[];
  votes: number;
}

/** The integrity report, or that it could not be read. */
export const integrityLoader = consoleLoader(({ request }) => read(getIntegrity(request.signal)));

/**
 * Route /admin/integridade: GET /admin/integrity (its loader; Atualizar reads it again), the voters of a flag on demand, the bulk
 * invalidate / restore with the confirmation dialog (how many voters and votes; a reason), the
 * voter search and, from its results, one voter's e-mails (useVoterMail).
 */
export function IntegrityContainer() {
  const loaded = useConsoleData<typeof integrityLoader>();
  // A failed read keeps the last report shown.
  const [report] = useLatest(valueOf(loaded));
  const revalidator = useRevalidator();
  // Voters that could not be read; else whether the report could.
  const [failed, setError] = useState<string | null>(null);
  const error = failed ?? (loaded.ok ? null : m.loadFailed);
  const [voters, setVoters] = useState<Record<string, AdminVoter[] | 'loading' | undefined>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // 'Procurar eleitor' (GET /admin/voters?q=).
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<VoterSearchBinding['result']>(null);
  const search = () => {
    const q = query.trim();
    setFound({ query: q, voters: 'loading' });
    searchAdminVoters(q).then(
      (list) => setFound({ query: q, voters: list }),
      () => setFound({ query: q, voters: 'failed' }),
    );
  };
  const mail = useVoterMail();
  usePage(adminMessages.app.titles.page(m.title));

  const loadVoters = useCallback(async (flag: IntegrityFlag) => {
    setVoters((current) => ({ ...current, [flag.id]: current[flag.id] ?? 'loading' }));
    const list = await getAdminVoters(flag.voterIds);
    setVoters((current) => ({ ...current, [flag.id]: list }));
    return list;
  }, []);

  const toggleVoters = (flag: IntegrityFlag) => {
    if (voters[flag.id] !== undefined) {
      setVoters((current) => ({ ...current, [flag.id]: undefined }));
      return;
    }
    loadVoters(flag).catch(() => {
      setVoters((current) => ({ ...current, [flag.id]: undefined }));
      setError(m.loadFailed);
    });
  };

  const ask = (action: VoterAction) => async (flag: IntegrityFlag) => {
    setActionError(null);
    setNotice(null);
    try {
      const list = Array.isArray(voters[flag.id])
        ? (voters[flag.id] as AdminVoter[])
        : await loadVoters(flag);
      const affected = list.filter((v) => v.invalidated === (action === 'restore'));
      setPending({
        flag,
        action,
        voterIds: affected.map((v) => v.id),
        votes: affected.reduce((n, v) => n + v.votes, 0),
      });
    } catch {
      setError(m.loadFailed);
    }
  };

  const confirm = async (reason: string, category?: InvalidationCategory) => {
    if (!pending) return;
    setSubmitting(true);
    setActionError(null);
    try {
      const result = await actOnVoters(pending.action, pending.voterIds, reason, category);
      setNotice(m.actionDone(pending.action, result.voters, result.votes));
      setPending(null);
      // Every flag sharing these voters shows their new state.
      setVoters({});
      await loadVoters(pending.flag);
    } catch {
      setActionError(m.actionFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <IntegrityView
        report={report}
        loading={revalidator.state === 'loading'}
        error={error}
        voters={voters}
        notice={notice}
        onRefresh={() => {
          setError(null);
          void revalidator.revalidate();
        }}
        onToggleVoters={toggleVoters}
        onInvalidate={ask('invalidate')}
        onRestore={ask('restore')}
        voterSearch={{
          query,
          onQueryChange: setQuery,
          onSearch: search,
          result: found,
          onShowMail: mail.show,
        }}
      />
      <VoterMailDialog
        open={mail.open}
        voter={mail.voter}
        deliveries={mail.deliveries}
        formatTime={formatDayClock}
        onRetry={mail.retry}
        onClose={mail.close}
      />
      <BulkActionDialog
        open={pending !== null}
        action={pending?.action ?? 'invalidate'}
        voters={pending?.voterIds.length ?? 0}
        votes={pending?.votes ?? 0}
        submitting={submitting}
        error={actionError}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
