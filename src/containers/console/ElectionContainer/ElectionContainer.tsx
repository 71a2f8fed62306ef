/* eslint-disable max-lines -- the Eleição page's form and its actions (save, close and open now, publish, withdraw) share one state and its reload */
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

import {
  closeElectionNow,
  getAdminElection,
  openElectionNow,
  publishResults,
  putElection,
  withdrawPublication,
} from '../../../api/admin';
import { apiMessageOf } from '../../../api/adminClient';
import { statusOf } from '../../../api/client';
import { answerOf } from '../../../api/errors';
import { ReasonDialog } from '../../../components/console/ReasonDialog';
import { ConfirmDialog } from '../../../components/primitives/ConfirmDialog';
import {
  ElectionView,
  type ElectionFeedback,
} from '../../../components/views/console/ElectionView';
import { adminMessages } from '../../../domain/adminMessages';
import type { Election } from '../../../domain/election';
import {
  fromZonedInput,
  maskElectionDate,
  toZonedInput,
  validateElectionForm,
  type ElectionFormValues,
} from '../../../domain/electionWindow';
import { WITHDRAWAL_CATEGORIES } from '../../../domain/schemas/trustApi';
import type { WithdrawalCategory } from '../../../domain/trust';
import { trustMessages } from '../../../domain/trustMessages';
import { usePage } from '../../shared/usePage';
import { consoleLoader, read, useConsoleData, useLatest, valueOf } from '../consoleData';
import { useCheckedForm } from '../useCheckedForm';

const { election: text } = adminMessages;
const FIELDS = ['name', 'opensAt', 'closesAt'] as const;

const withdrawalCategories = WITHDRAWAL_CATEGORIES.map((value) => ({
  value,
  label: trustMessages.publication.categories[value],
}));

/** A 422 asking for the reason of a reopening after the results were read (issue 36). */
function asksReopenReason(error: unknown): boolean {
  const { errors } = answerOf(error);
  return (
    statusOf(error) === 422 &&
    typeof errors === 'object' &&
    errors !== null &&
    'reopenReason' in errors
  );
}

/** What waits for a reopening's reason: the form's save, or 'Abrir agora'. */
type PendingReopen = { kind: 'save'; values: ElectionFormValues } | { kind: 'open' };

function formValuesOf(election: Election): ElectionFormValues {
  return {
    name: election.name ?? '',
    opensAt: toZonedInput(election.opensAt),
    closesAt: toZonedInput(election.closesAt),
  };
}

/** The election, or that it could not be read. */
export const electionLoader = consoleLoader(({ request }) =>
  read(getAdminElection(request.signal)),
);

/**
 * Route /admin/eleicao: GET /admin/election (its loader) into the form; Salvar checks the dates (Portuguese
 * messages on the fields, focus on the first) and sends PUT /admin/election with ISO dates carrying
 * São Paulo's offset; 'Publicar resultados' asks first, then POST /admin/election/publish.
 * Issue 36: a save or 'Abrir agora' that the server refuses for want of a reopening reason asks
 * for it (ReasonDialog) and is sent again with it; 'Retirar a publicação' asks for a category and
 * a reason, then POST /admin/election/withdraw-publication.
 */
export function ElectionContainer() {
  // Each answer is said in the section it concerns, not in a toast that covered 'Ver a página
  // pública de resultados' (issue 40 §8).
  const [feedback, setFeedback] = useState<ElectionFeedback | null>(null);
  const say = (
    area: ElectionFeedback['area'],
    severity: ElectionFeedback['severity'],
    message: string,
  ) => setFeedback({ area, severity, message, seq: Date.now() });
  const loaded = useConsoleData<typeof electionLoader>();
  // The loader's, then each action's answer.
  const [election, setElection] = useLatest(valueOf(loaded));
  const { revalidate } = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [publishing, setPublishing] = useState(false);
  // 'Encerrar agora' / 'Abrir agora': which one is asking for confirmation, and one on its way.
  const [asking, setAsking] = useState<'close' | 'open' | null>(null);
  const [switching, setSwitching] = useState(false);
  usePage(adminMessages.app.titles.page(text.title));

  // Issue 36: a reopening waiting for its reason, and 'Retirar a publicação'.
  const [pendingReopen, setPendingReopen] = useState<PendingReopen | null>(null);
  const [reopening, setReopening] = useState(false);
  const [reopenError, setReopenError] = useState<string | null>(null);
  const [withdrawAsked, setWithdrawAsked] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);

  const saveValues = (values: ElectionFormValues, reopenReason?: string) =>
    putElection({
      name: values.name.trim() === '' ? null : values.name.trim(),
      opensAt: fromZonedInput(values.opensAt) ?? null,
      closesAt: fromZonedInput(values.closesAt) ?? null,
      ...(reopenReason === undefined ? {} : { reopenReason }),
    });

  const formik = useFormik<ElectionFormValues>({
    initialValues: election ? formValuesOf(election) : { name: '', opensAt: '', closesAt: '' },
    validateOnChange: false,
    validateOnBlur: false,
    validate: validateElectionForm,
    onSubmit: async (values) => {
      try {
        const saved = await saveValues(values);
        setElection(saved);
        await formik.setValues(formValuesOf(saved), false);
        say('window', 'success', text.saved);
      } catch (error) {
        if (asksReopenReason(error)) {
          setReopenError(null);
          setPendingReopen({ kind: 'save', values });
          return;
        }
        say('window', 'error', apiMessageOf(error) ?? text.saveFailed);
      }
    },
  });
  const { resetForm } = formik;

  // Read again ('Tentar novamente'): the form shows what was read.
  useEffect(() => {
    if (loaded.ok) resetForm({ values: formValuesOf(loaded.value) });
  }, [loaded, resetForm]);

  const { bind, save } = useCheckedForm(formik, FIELDS);

  const publish = async () => {
    setPublishing(true);
    try {
      await publishResults();
      setElection(await getAdminElection());
      say('publish', 'success', text.publishedDone);
    } catch (error) {
      say('publish', 'error', apiMessageOf(error) ?? text.publishFailed);
    } finally {
      setPublishing(false);
    }
  };

  const switchNow = async (to: 'close' | 'open') => {
    setSwitching(true);
    try {
      const answer = await (to === 'close' ? closeElectionNow() : openElectionNow());
      setElection(answer);
      resetForm({ values: formValuesOf(answer) });
      say('now', 'success', to === 'close' ? text.closedNow : text.openedNow);
    } catch (error) {
      if (to === 'open' && asksReopenReason(error)) {
        setReopenError(null);
        setPendingReopen({ kind: 'open' });
        return;
      }
      say('now', 'error', apiMessageOf(error) ?? text.nowFailed);
    } finally {
      setSwitching(false);
    }
  };

  const reopenWith = async (reason: string) => {
    if (!pendingReopen) return;
    setReopening(true);
    setReopenError(null);
    try {
      const answer =
        pendingReopen.kind === 'open'
          ? await openElectionNow(reason)
          : await saveValues(pendingReopen.values, reason);
      setElection(answer);
      resetForm({ values: formValuesOf(answer) });
      setPendingReopen(null);
      if (pendingReopen.kind === 'open') say('now', 'success', text.openedNow);
      else say('window', 'success', text.saved);
    } catch (error) {
      setReopenError(apiMessageOf(error) ?? text.saveFailed);
    } finally {
      setReopening(false);
    }
  };

  const withdraw = async (reason: string, category: string | null) => {
    setWithdrawing(true);
    setWithdrawError(null);
    try {
      const answer = await withdrawPublication(category as WithdrawalCategory, reason);
      setElection(answer);
      resetForm({ values: formValuesOf(answer) });
      setWithdrawAsked(false);
      say('publish', 'success', text.withdrawn);
    } catch (error) {
      setWithdrawError(apiMessageOf(error) ?? text.withdrawFailed);
    } finally {
      setWithdrawing(false);
    }
  };
  // Kept while the dialog closes, so its text does not change during the exit transition.
  const [lastAsked, setLastAsked] = useState<'close' | 'open'>('close');

  return (
    <>
      <ElectionView
        election={election}
        loadFailed={!loaded.ok}
        onRetry={() => void revalidate()}
        name={bind('name')}
        opensAt={bind('opensAt', maskElectionDate)}
        closesAt={bind('closesAt', maskElectionDate)}
        onSave={() => void save()}
        saving={formik.isSubmitting}
        onPublish={() => setConfirming(true)}
        publishing={publishing}
        onCloseNow={() => {
          setLastAsked('close');
          setAsking('close');
        }}
        onOpenNow={() => {
          setLastAsked('open');
          setAsking('open');
        }}
        switching={switching}
        onWithdraw={() => {
          setWithdrawError(null);
          setWithdrawAsked(true);
        }}
        withdrawing={withdrawing}
        feedback={feedback}
      />
      <ReasonDialog
        open={withdrawAsked}
        title={text.withdrawTitle}
        consequences={text.withdrawConsequences}
        categories={withdrawalCategories}
        categoryLabel={text.withdrawCategory}
        reasonLabel={text.withdrawReason}
        confirmLabel={text.withdrawConfirmLabel}
        submitting={withdrawing}
        error={withdrawError}
        onConfirm={(reason, category) => void withdraw(reason, category)}
        onCancel={() => setWithdrawAsked(false)}
      />
      <ReasonDialog
        open={pendingReopen !== null}
        title={text.reopenTitle}
        consequences={text.reopenConsequences(null)}
        reasonLabel={text.reopenReason}
        confirmLabel={text.reopenConfirmLabel}
        submitting={reopening}
        error={reopenError}
        onConfirm={(reason) => void reopenWith(reason)}
        onCancel={() => setPendingReopen(null)}
      />
      <ConfirmDialog
        open={asking !== null}
        title={lastAsked === 'close' ? text.closeNowConfirmTitle : text.openNowConfirmTitle}
        message={lastAsked === 'close' ? text.closeNowConfirm : text.openNowConfirm}
        confirmLabel={lastAsked === 'close' ? text.closeNowConfirmLabel : text.openNowConfirmLabel}
        cancelLabel={adminMessages.catalog.cancel}
        onResult={(outcome) => {
          const to = asking;
          setAsking(null);
          if (outcome === 'confirmed' && to) void switchNow(to);
        }}
      />
      <ConfirmDialog
        open={confirming}
        message={text.publishConfirm}
        confirmLabel={text.publishConfirmLabel}
        cancelLabel={adminMessages.catalog.cancel}
        onResult={(outcome) => {
          setConfirming(false);
          if (outcome === 'confirmed') void publish();
        }}
      />
    </>
  );
}
