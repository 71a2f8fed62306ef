import { InfoDialog } from '../../components/primitives/InfoDialog';
import { Notification } from '../../components/primitives/Notification';
import type {
  NotificationPlacement,
  NotificationSeverity,
} from '../../components/primitives/Notification';

export interface FeedbackOutletsProps {
  notification: {
    open: boolean;
    severity: NotificationSeverity;
    message: string;
    key: number;
    placement: NotificationPlacement;
  };
  info: { open: boolean; title: string; message: string; detail?: string };
  autoHideDuration: number | null;
  onCloseNotification: () => void;
  onCloseInfo: () => void;
}

/**
 * The notification and the info dialog, in their own chunk: the first screen a visitor sees needs
 * neither, and MUI's Snackbar, Alert and Dialog are a good part of the first-load JavaScript.
 */
export default function FeedbackOutlets({
  notification: { key, ...notification },
  info,
  autoHideDuration,
  onCloseNotification,
  onCloseInfo,
}: FeedbackOutletsProps) {
  return (
    <>
      <Notification
        key={key}
        {...notification}
        onClose={onCloseNotification}
        autoHideDuration={autoHideDuration}
      />
      <InfoDialog {...info} onClose={onCloseInfo} />
    </>
  );
}
