export { ReminderContainer, reminderLoader } from './ReminderContainer';
