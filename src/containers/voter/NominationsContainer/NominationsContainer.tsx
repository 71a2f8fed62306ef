import { useCallback, useEffect, useState } from 'react';

import { isCanceled, statusOf } from '../../../api/client';
import { refusalReasonOf } from '../../../api/errors';
import { getNominations, sendNominations } from '../../../api/nominations';
import {
  nominationFieldOpen,
  NominationsView,
  type NominationsOutcome,
  type NominationsStatus,
} from '../../../components/views/voter/NominationsView';
import { awardsMessages } from '../../../domain/awardsMessages';
import { catalogNameProblem } from '../../../domain/catalogName';
import { formatElectionDate } from '../../../domain/election';
import { messages } from '../../../domain/messages';
import type { VoterNominations } from '../../../domain/schemas/nominationsApi';
import { usePage } from '../../shared/usePage';
import { useSignOut } from '../../shared/useSignOut';

import { useLoadedNominations } from './nominationsLoader';

const text = awardsMessages.nominate;
const when = (iso: string) => `${formatElectionDate(iso)} ${messages.election.timeZoneNote}`;

type Values = Readonly<Record<number, string>>;

/** The filled fields of the categories open (or opened again), each checked by the name rule. */
function filledFields(data: VoterNominations, values: Values, changing: readonly number[]) {
  return data.categories
    .filter((c) => nominationFieldOpen(c, changing) && (values[c.id] ?? '').trim() !== '')
    .map((c) => ({ categoryId: c.id, text: (values[c.id] ?? '').trim() }));
}

/**
 * Route `/indicacoes` (protected, the voting's sign-in; issue 41 §3): the phase from
 * GET /api/nominations (started by the route's loader), one field per category still open (or
 * opened again by 'Alterar', the server keeping a voter's last nomination while the phase is open),
 * ENVIAR INDICAÇÕES sends every filled field at once (all stored or none). A name the rule
 * refuses is said under its field, which takes the focus; a refusal of the server is said in its
 * words; a 403 (the window closed, or not open yet) reads the phase again, and the page says it.
 * Every outcome is announced (the view's live region). A 401 clears the session (http.ts) and
 * the layout goes to /login.
 */
export function NominationsContainer() {
  usePage(messages.titles.nominations);
  const signOut = useSignOut();
  const request = useLoadedNominations();
  const [data, setData] = useState<VoterNominations | null>(null);
  const [status, setStatus] = useState<NominationsStatus>('loading');
  const [values, setValues] = useState<Values>({});
  const [changing, setChanging] = useState<readonly number[]>([]);
  const [errors, setErrors] = useState<Values>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<NominationsOutcome | null>(null);
  const [failedMessage, setFailedMessage] = useState<string | undefined>();

  /** Takes a read of GET /nominations into the page; returns a clean-up for effects. */
  const take = useCallback((read: Promise<VoterNominations>) => {
    let current = true;
    read.then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!current || isCanceled(error)) return;
        console.error('GET /nominations failed', error);
        setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, []);

  // Started by the route's loader as the navigation began.
  useEffect(() => (request ? take(request) : undefined), [request, take]);

  const retry = () => {
    setStatus('loading');
    take(getNominations());
  };

  const submit = async () => {
    if (!data || submitting) return;
    const filled = filledFields(data, values, changing);
    if (filled.length === 0) {
      setErrors({});
      setOutcome('nothingToSend');
      return;
    }
    const problems: Record<number, string> = {};
    for (const field of filled) {
      if (catalogNameProblem(field.text) !== null) problems[field.categoryId] = text.invalidName;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setOutcome(null);
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      const stored = new Map(
        (await sendNominations(filled)).map((item) => [item.categoryId, item.text]),
      );
      setData((now) =>
        now === null
          ? now
          : {
              ...now,
              categories: now.categories.map((c) =>
                stored.has(c.id) ? { ...c, nominated: stored.get(c.id) ?? null } : c,
              ),
            },
      );
      setValues((now) =>
        Object.fromEntries(Object.entries(now).filter(([id]) => !stored.has(Number(id)))),
      );
      setChanging((now) => now.filter((id) => !stored.has(id)));
      setOutcome('sent');
    } catch (error) {
      console.error('POST /nominations failed', error);
      const refused = statusOf(error);
      // The session ended: the layout goes to /login (the fields are lost with the page).
      if (refused === 401) return;
      setFailedMessage(refusalReasonOf(error));
      setOutcome('failed');
      // The window closed (or has not opened) meanwhile: the page shows the phase as it is.
      if (refused === 403) take(getNominations());
    } finally {
      setSubmitting(false);
    }
  };

  const phase = data?.phase ?? 'open';
  return (
    <NominationsView
      phase={phase}
      status={status}
      onRetry={retry}
      backHref="/perfil"
      {...(data?.opensAt && data.closesAt
        ? { windowLabel: text.window(formatElectionDate(data.opensAt), when(data.closesAt)) }
        : {})}
      {...(data?.opensAt ? { opensAtLabel: when(data.opensAt) } : {})}
      categories={data?.categories ?? []}
      values={values}
      changing={changing}
      // 'Alterar': the field opens again with the nomination in it, and takes the focus.
      onChangeNomination={(categoryId) => {
        const current = data?.categories.find((c) => c.id === categoryId)?.nominated ?? '';
        setValues((now) => ({ ...now, [categoryId]: current }));
        setChanging((now) => [...now, categoryId]);
        setOutcome(null);
      }}
      // A field's problem stays until the next ENVIAR (the forms' rule: checked on submit only).
      onChange={(categoryId, value) => setValues((now) => ({ ...now, [categoryId]: value }))}
      members={data?.members ?? []}
      onSubmit={() => void submit()}
      submitting={submitting}
      outcome={outcome}
      {...(failedMessage === undefined ? {} : { failedMessage })}
      errors={errors}
      onSignOut={signOut}
    />
  );
}
