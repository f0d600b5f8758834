// Lambda entry of the booking reminders: each EventBridge Scheduler one-time schedule invokes it with one reminder.
import { bookingRemindersDeps } from '../runtime/aws/booking-notices';
import { createReminderHandler } from './send-reminder';

export const handler = createReminderHandler(bookingRemindersDeps());
