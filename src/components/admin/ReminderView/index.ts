export * from './ReminderView';
