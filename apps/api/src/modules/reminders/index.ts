export { remindersModule, type RemindersNeeds } from './reminders.module.js';
export type { RemindersService, ReminderErrorCode } from './reminders.service.js';
