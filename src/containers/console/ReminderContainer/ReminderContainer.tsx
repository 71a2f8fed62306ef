import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

import { apiMessageOf } from '../../../api/adminClient';
import { getReminderProgress, previewReminder, sendReminder } from '../../../api/trust';
import { ReminderView } from '../../../components/views/console/ReminderView';
import { adminMessages } from '../../../domain/adminMessages';
import { formatElectionDate } from '../../../domain/election';
import {
  REMINDER_BODY_MAX,
  REMINDER_SUBJECT_MAX,
  type ReminderDraft,
  type ReminderPreview,
} from '../../../domain/reminders';
import { trustMessages } from '../../../domain/trustMessages';
import { useOrderedForm } from '../../shared/useOrderedForm';
import { usePage } from '../../shared/usePage';
import { useVisible } from '../../shared/useVisible';
import type { OrderedRule } from '../../shared/validation';
import { consoleLoader, useConsoleData, useLatest } from '../consoleData';

const m = trustMessages.reminders;

const rules: OrderedRule<ReminderDraft>[] = [
  {
    field: 'subject',
    schema: ({ string }) =>
      string().trim().required(m.subjectInvalid).max(REMINDER_SUBJECT_MAX, m.subjectInvalid),
  },
  {
    field: 'body',
    schema: ({ string }) =>
      string().trim().required(m.bodyInvalid).max(REMINDER_BODY_MAX, m.bodyInvalid),
  },
];

/** While a reminder is being sent, its progress is read again this often (page visible only). */
const REFRESH_MS = 3000;

/** The latest reminder's progress; a failed read is only logged (`progress: null`). */
export const reminderLoader = consoleLoader(async ({ request }) => ({
  progress: await getReminderProgress(request.signal).catch((error: unknown) => {
    if (!request.signal.aborted) console.error('GET /admin/reminders/current failed', error);
    return null;
  }),
}));

/**
 * Route /admin/lembretes: Pré-visualizar (POST /admin/reminders/preview), Enviar (POST
 * /admin/reminders) and the latest reminder's progress (GET /admin/reminders/current, its
 * loader), read again every few seconds while jobs are queued and the page is visible.
 */
export function ReminderContainer() {
  const [preview, setPreview] = useState<ReminderPreview | null>(null);
  // A failed read keeps the last progress shown; the next refresh tries again.
  const [progress, setProgress] = useLatest(useConsoleData<typeof reminderLoader>().progress);
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const visible = useVisible();
  usePage(adminMessages.app.titles.page(trustMessages.console.title));

  const sending = progress !== null && progress.queued > 0;
  useEffect(() => {
    if (!sending || !visible) return;
    const timer = setInterval(() => void revalidate(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, visible, revalidate]);

  const { formik, submit, bind } = useOrderedForm<ReminderDraft>({
    initialValues: { subject: '', body: '' },
    rules,
    onSubmit: async (draft) => {
      setBusy(true);
      setError(null);
      try {
        setPreview(await previewReminder(draft));
      } catch (e) {
        setError(apiMessageOf(e) ?? trustMessages.console.failed);
      } finally {
        setBusy(false);
      }
    },
  });

  const send = async () => {
    setConfirming(false);
    if (!preview || busy) return;
    setBusy(true);
    setError(null);
    try {
      setProgress(await sendReminder(formik.values));
      setPreview(null);
    } catch (e) {
      setError(apiMessageOf(e) ?? trustMessages.console.failed);
    } finally {
      setBusy(false);
    }
  };

  // The server refuses a second reminder within 24 h and says from when: Enviar says it too.
  const nextAllowedAt = progress?.nextAllowedAt ?? null;

  // A changed text needs a new preview before it can be sent.
  const unpreview = (binding: ReturnType<typeof bind>) => ({
    ...binding,
    onChange: (value: string) => {
      setPreview(null);
      binding.onChange(value);
    },
  });

  return (
    <ReminderView
      subject={unpreview(bind('subject'))}
      body={unpreview(bind('body'))}
      onPreview={submit}
      onSend={() => setConfirming(true)}
      confirming={confirming}
      onConfirm={(yes) => (yes ? void send() : setConfirming(false))}
      nextAllowedAtLabel={nextAllowedAt === null ? null : formatElectionDate(nextAllowedAt)}
      preview={preview}
      busy={busy}
      error={error}
      progress={progress}
      progressAtLabel={progress ? formatElectionDate(progress.createdAt) : undefined}
    />
  );
}
