import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import type {
  NotificationPlacement,
  NotificationSeverity,
} from '../../components/primitives/Notification';
import { messages } from '../../domain/messages';
import { QuietBoundary } from '../shared/QuietBoundary';

import type { FeedbackOutletsProps } from './FeedbackOutlets';

export interface NotifyOptions {
  /**
   * The message is for the screen the voter is sent to next ('Feito! Seu voto foi salvo.' on
   * /perfil), not for the one showing now. Without it, the message closes when its screen is left.
   * @default false
   */
  forNextScreen?: boolean;
  /** Where it shows: 'top' keeps clear of what a screen has at the bottom. @default 'bottom' */
  placement?: NotificationPlacement;
}

/** App-wide feedback: one notification (snackbar) and one info dialog, rendered once. */
export interface Feedback {
  /** Shows a notification (success, error or info) with a spec message. */
  notify: (severity: NotificationSeverity, message: string, options?: NotifyOptions) => void;
  /**
   * Opens the info dialog (title defaults to 'Atenção'); `detail` is a second paragraph under the
   * message (the server's reason and wait).
   */
  inform: (message: string, title?: string, detail?: string) => void;
  /**
   * A screen (its path) is showing: a notification of another screen closes, one sent for the next
   * screen now belongs to this one. Called by usePage; the same path again changes nothing.
   */
  screenShown: (path: string) => void;
  /** Closes the notification now (a dialog that makes it stale opens over it). */
  dismiss: () => void;
}

const FeedbackContext = createContext<Feedback | null>(null);

const loadOutlets = () => import('./FeedbackOutlets');
const FeedbackOutlets = lazy(loadOutlets);

export interface FeedbackProviderProps {
  children: ReactNode;
  /** Notification auto-hide in ms; null keeps it until closed (stories, screenshots). @default 6000 */
  autoHideDuration?: number | null;
}

export function FeedbackProvider({ children, autoHideDuration = 6000 }: FeedbackProviderProps) {
  const [notification, setNotification] = useState<Shown>({
    open: false,
    severity: 'info',
    message: '',
    key: 0,
    placement: 'bottom',
    screen: null,
  });
  // The path of the screen showing now (from usePage).
  const screen = useRef<string | null>(null);
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

  const notify = useCallback(
    (severity: NotificationSeverity, message: string, options: NotifyOptions = {}) => {
      setUsed(true);
      setNotification((previous) => ({
        open: true,
        severity,
        message,
        key: previous.key + 1,
        placement: options.placement ?? 'bottom',
        screen: options.forNextScreen ? null : screen.current,
      }));
    },
    [],
  );
  const inform = useCallback(
    (message: string, title: string = messages.errors.attentionTitle, detail?: string) => {
      setUsed(true);
      setInfo({ open: true, title, message, ...(detail ? { detail } : {}) });
    },
    [],
  );
  const screenShown = useCallback((path: string) => {
    if (screen.current === path) return;
    screen.current = path;
    setNotification((previous) => {
      if (!previous.open) return previous;
      // Sent for the next screen: this is it.
      if (previous.screen === null) return { ...previous, screen: path };
      return previous.screen === path ? previous : { ...previous, open: false };
    });
  }, []);
  // Closing keeps the text, so it does not vanish while the exit transition runs.
  const closeNotification = useCallback(
    () => setNotification((previous) => ({ ...previous, open: false })),
    [],
  );
  const closeInfo = useCallback(() => setInfo((previous) => ({ ...previous, open: false })), []);

  const value = useMemo<Feedback>(
    () => ({ notify, inform, screenShown, dismiss: closeNotification }),
    [notify, inform, screenShown, closeNotification],
  );

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {used && (
        <QuietBoundary what="notification and info dialog">
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

/** The notification as shown, and the screen it belongs to (null: the next one). */
type Shown = FeedbackOutletsProps['notification'] & { screen: string | null };

/** The nearest FeedbackProvider, or null outside one. */
export function useOptionalFeedback(): Feedback | null {
  return useContext(FeedbackContext);
}

/** notify() and inform() of the nearest FeedbackProvider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return feedback;
}
