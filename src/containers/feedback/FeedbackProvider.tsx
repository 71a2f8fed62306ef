import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { InfoDialog } from '../../components/InfoDialog';
import { Notification } from '../../components/Notification';
import type { NotificationSeverity } from '../../components/types';
import { messages } from '../../domain/messages';

/** App-wide feedback: one notification (snackbar) and one info dialog, rendered once. */
export interface Feedback {
  /** Shows a notification (success, error or info) with a spec message. */
  notify: (severity: NotificationSeverity, message: string) => void;
  /** Opens the info dialog (title defaults to 'Atenção'). */
  inform: (message: string, title?: string) => void;
}

const FeedbackContext = createContext<Feedback | null>(null);

interface NotificationState {
  open: boolean;
  severity: NotificationSeverity;
  message: string;
  /** Changes per notify, so the same message twice restarts the auto-hide. */
  key: number;
}

interface InfoState {
  open: boolean;
  title: string;
  message: string;
}

export interface FeedbackProviderProps {
  children: ReactNode;
  /** Notification auto-hide in ms; null keeps it until closed (stories, screenshots). @default 6000 */
  autoHideDuration?: number | null;
}

export function FeedbackProvider({ children, autoHideDuration = 6000 }: FeedbackProviderProps) {
  const [notification, setNotification] = useState<NotificationState>({
    open: false,
    severity: 'info',
    message: '',
    key: 0,
  });
  const [info, setInfo] = useState<InfoState>({
    open: false,
    title: messages.errors.attentionTitle,
    message: '',
  });

  const notify = useCallback((severity: NotificationSeverity, message: string) => {
    setNotification((previous) => ({ open: true, severity, message, key: previous.key + 1 }));
  }, []);
  const inform = useCallback((message: string, title: string = messages.errors.attentionTitle) => {
    setInfo({ open: true, title, message });
  }, []);
  // Closing keeps the text, so it does not vanish while the exit transition runs.
  const closeNotification = useCallback(
    () => setNotification((previous) => ({ ...previous, open: false })),
    [],
  );
  const closeInfo = useCallback(() => setInfo((previous) => ({ ...previous, open: false })), []);

  const value = useMemo<Feedback>(() => ({ notify, inform }), [notify, inform]);

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Notification
        key={notification.key}
        open={notification.open}
        severity={notification.severity}
        message={notification.message}
        onClose={closeNotification}
        autoHideDuration={autoHideDuration}
      />
      <InfoDialog open={info.open} title={info.title} message={info.message} onClose={closeInfo} />
    </FeedbackContext.Provider>
  );
}

/** notify() and inform() of the nearest FeedbackProvider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
