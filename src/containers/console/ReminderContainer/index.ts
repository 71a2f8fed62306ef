export { ReminderContainer } from './ReminderContainer';
