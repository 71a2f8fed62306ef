import { useState } from 'react';
import { useRevalidator } from 'react-router';

import { apiMessageOf } from '../../../api/adminClient';
import {
  getAdminNominations,
  mergeNominationGroups,
  nameNominationGroup,
  publishNominationBallot,
  putNominationFinalists,
  splitNominationGroup,
} from '../../../api/adminNominations';
import { NominationWindowPanel } from '../../../components/console/NominationWindowPanel';
import { AsyncContent } from '../../../components/primitives/AsyncContent';
import { ConfirmDialog } from '../../../components/primitives/ConfirmDialog';
import { NominationGroupsView } from '../../../components/views/console/NominationGroupsView';
import { adminMessages } from '../../../domain/adminMessages';
import { awardsMessages } from '../../../domain/awardsMessages';
import { nominationsAdminMessages as text } from '../../../domain/nominationsAdminMessages';
import type {
  AdminNominations,
  NominationCategoryGroupsAnswer,
} from '../../../domain/schemas/nominationsApi';
import { useFeedback } from '../../feedback';
import { usePage } from '../../shared/usePage';
import { consoleLoader, read, useConsoleData, useLatest, valueOf } from '../consoleData';

import { useNominationWindow } from './useNominationWindow';

/** The phase and, once closed, every category's groups (GET /admin/nominations). */
export const nominationsLoader = consoleLoader(({ request }) =>
  read(getAdminNominations(request.signal)),
);

const groupName = (category: NominationCategoryGroupsAnswer | undefined, id: number) =>
  category?.groups.find((g) => g.id === id)?.name ?? '';

/**
 * Route /admin/indicacoes (issue 41 §3, decision 305): the nominations phase from the operator's
 * side. The window (open, move, Encerrar agora after a confirmation); while open only the total
 * received (the seal); once closed each category's groups to merge, split and rename, the
 * finalists by hand or the most named (ties at the cut shown), and Publicar a cédula after a
 * confirmation: the finalists become the edition's catalogue. Every answer is said (politely; a
 * refusal, in the server's words, as an alert) and the page shows what the server answered.
 */
export function NominationsContainer() {
  const loaded = useConsoleData<typeof nominationsLoader>();
  const [data, setData] = useLatest<AdminNominations>(valueOf(loaded));
  const revalidator = useRevalidator();
  const { notify } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [askingClose, setAskingClose] = useState(false);
  usePage(adminMessages.app.titles.page(awardsMessages.groups.title));

  const answered = (answer: AdminNominations, said: string) => {
    setData(answer);
    setError(null);
    notify('success', said);
  };
  const phaseWindow = useNominationWindow(data, { onAnswer: answered, onFailure: setError });

  /** One grouping call: the category it answers replaces the shown one. */
  const act = async (
    call: () => Promise<NominationCategoryGroupsAnswer>,
    said: (answer: NominationCategoryGroupsAnswer) => string,
  ) => {
    if (busy || !data) return;
    setBusy(true);
    try {
      const answer = await call();
      const categories = data.categories.map((c) => (c.id === answer.id ? answer : c));
      answered({ ...data, categories }, said(answer));
    } catch (cause) {
      console.error('Nominations action failed', cause);
      setError(apiMessageOf(cause) ?? awardsMessages.groups.failed);
    } finally {
      setBusy(false);
    }
  };

  const publish = async () => {
    setBusy(true);
    try {
      const done = await publishNominationBallot();
      notify('success', text.done.published(done.categories, done.companies));
      setError(null);
      // Published, whatever the refresh below does: a failed read must not say otherwise.
      if (data) setData({ ...data, phase: 'published', ballotPublishedAt: done.publishedAt });
    } catch (cause) {
      console.error('POST /admin/nominations/publish failed', cause);
      setError(apiMessageOf(cause) ?? awardsMessages.groups.failed);
      setBusy(false);
      return;
    }
    try {
      setData(await getAdminNominations());
    } catch (cause) {
      console.error('GET /admin/nominations after publishing failed', cause);
    } finally {
      setBusy(false);
    }
  };

  const categoryOf = (id: number) => data?.categories.find((c) => c.id === id);

  if (!data) {
    return (
      <NominationGroupsView
        phase="none"
        onMerge={() => undefined}
        onSplit={() => undefined}
        onName={() => undefined}
        onFinalist={() => undefined}
        onChooseTop={() => undefined}
        onPublish={() => undefined}
        phaseControl={
          <AsyncContent
            status={revalidator.state === 'loading' ? 'loading' : 'error'}
            loadingLabel={text.loading}
            errorMessage={text.loadFailed}
            onRetry={() => void revalidator.revalidate()}
          />
        }
      />
    );
  }

  return (
    <>
      <NominationGroupsView
        phase={data.phase}
        received={data.received}
        categories={data.categories}
        finalistsSize={data.finalistsSize}
        busy={busy}
        error={error}
        phaseControl={
          <NominationWindowPanel
            phase={data.phase}
            opensAt={data.opensAt}
            closesAt={data.closesAt}
            ballotPublishedAt={data.ballotPublishedAt}
            received={data.received}
            opensAtField={phaseWindow.opensAtField}
            closesAtField={phaseWindow.closesAtField}
            onSave={phaseWindow.save}
            saving={phaseWindow.saving}
            onCloseNow={() => setAskingClose(true)}
            closing={phaseWindow.closing}
          />
        }
        onMerge={(categoryId, ids) => {
          const into = ids[0]!;
          const name = groupName(categoryOf(categoryId), into);
          void act(
            () => mergeNominationGroups(categoryId, ids, into),
            () => text.done.merged(name),
          );
        }}
        onSplit={(categoryId, groupId, texts) =>
          void act(
            () => splitNominationGroup(categoryId, groupId, texts),
            () => text.done.split,
          )
        }
        onName={(categoryId, groupId, name) =>
          void act(
            () => nameNominationGroup(categoryId, groupId, name),
            (answer) => text.done.named(groupName(answer, groupId)),
          )
        }
        onFinalist={(categoryId, groupId, on) => {
          const chosen = categoryOf(categoryId)?.finalists ?? [];
          const ids = on ? [...chosen, groupId] : chosen.filter((id) => id !== groupId);
          void act(
            () => putNominationFinalists(categoryId, ids),
            (answer) => text.done.finalist(groupName(answer, groupId), on),
          );
        }}
        onChooseTop={(categoryId) =>
          void act(
            () => putNominationFinalists(categoryId, null),
            (answer) => text.done.top(answer.name, answer.finalists.length),
          )
        }
        onPublish={() => void publish()}
      />
      <ConfirmDialog
        open={askingClose}
        title={text.window.closeNowTitle}
        message={text.window.closeNowConfirm}
        confirmLabel={text.window.closeNowYes}
        cancelLabel={text.window.cancel}
        onResult={(outcome) => {
          setAskingClose(false);
          if (outcome === 'confirmed') phaseWindow.closeNow();
        }}
      />
    </>
  );
}
