export { Notification, type NotificationProps } from './Notification';
