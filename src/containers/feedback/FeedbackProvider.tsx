import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

import type { NotificationSeverity } from '../../components/types';
import { messages } from '../../domain/messages';

import type { FeedbackOutletsProps } from './FeedbackOutlets';

/** App-wide feedback: one notification (snackbar) and one info dialog, rendered once. */
export interface Feedback {
  /** Shows a notification (success, error or info) with a spec message. */
  notify: (severity: NotificationSeverity, message: string) => void;
  /** Opens the info dialog (title defaults to 'Atenção'). */
  inform: (message: string, title?: string) => void;
}

const FeedbackContext = createContext<Feedback | null>(null);

const loadOutlets = () => import('./FeedbackOutlets');
const FeedbackOutlets = lazy(loadOutlets);

/** If the feedback chunk cannot load (offline), the app goes on without it instead of crashing. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Could not load the notification and info dialog code', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface FeedbackProviderProps {
  children: ReactNode;
  /** Notification auto-hide in ms; null keeps it until closed (stories, screenshots). @default 6000 */
  autoHideDuration?: number | null;
}

export function FeedbackProvider({ children, autoHideDuration = 6000 }: FeedbackProviderProps) {
  const [notification, setNotification] = useState<FeedbackOutletsProps['notification']>({
    open: false,
    severity: 'info',
    message: '',
    key: 0,
  });
  const [info, setInfo] = useState<FeedbackOutletsProps['info']>({
    open: false,
    title: messages.errors.attentionTitle,
    message: '',
  });
  // Mounted from the first message on; its code is fetched ahead, once the first screen is idle.
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => void loadOutlets().catch(() => undefined), 1500);
    return () => clearTimeout(timer);
  }, []);

  const notify = useCallback((severity: NotificationSeverity, message: string) => {
    setUsed(true);
    setNotification((previous) => ({ open: true, severity, message, key: previous.key + 1 }));
  }, []);
  const inform = useCallback((message: string, title: string = messages.errors.attentionTitle) => {
    setUsed(true);
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
      {used && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <FeedbackOutlets
              notification={notification}
              info={info}
              autoHideDuration={autoHideDuration}
              onCloseNotification={closeNotification}
              onCloseInfo={closeInfo}
            />
          </Suspense>
        </QuietBoundary>
      )}
    </FeedbackContext.Provider>
  );
}

/** notify() and inform() of the nearest FeedbackProvider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
