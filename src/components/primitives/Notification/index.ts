export { Notification } from './Notification';
export type {
  NotificationPlacement,
  NotificationProps,
  NotificationSeverity,
} from './Notification';
