import type { Migration } from '../migrate';
import { themeEvents } from './001-theme-events';
import { rateLimits } from './002-rate-limits';
import { crm } from './003-crm';
import { personalEmails } from './004-personal-emails';
import { progress } from './005-progress';
import { booking } from './006-booking';
import { expertAccounts } from './007-expert-accounts';
import { bookingReminders } from './008-booking-reminders';
import { coach } from './009-coach';
import { chat } from './010-chat';
import { progressRuns } from './011-progress-runs';
import { chatRiskFlag } from './012-chat-risk-flag';

/** Every migration, in the order it applies. Append only: an applied migration never changes. */
export const migrations: readonly Migration[] = [
  themeEvents,
  rateLimits,
  crm,
  personalEmails,
  progress,
  booking,
  expertAccounts,
  bookingReminders,
  coach,
  chat,
  progressRuns,
  chatRiskFlag,
];
