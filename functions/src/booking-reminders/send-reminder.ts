import type { Logger } from '@aws-lambda-powertools/logger';
import { type DueReminder, REMINDER_KINDS, type ReminderDeps, sendDueReminder } from '@kinwell/core';
import * as z from 'zod';
import { jsonTelemetry } from '../observability/telemetry';

/** What each reminder schedule hands the Lambda (EventBridgeReminderScheduler's `Target.Input`). */
export const ReminderEvent = z.object({
  bookingId: z.string().min(1).max(200),
  kind: z.enum(REMINDER_KINDS as ['reminder-24h', 'reminder-1h']),
  dueAt: z.iso.datetime({ offset: true }),
}) satisfies z.ZodType<DueReminder>;

export interface ReminderHandlerDeps extends ReminderDeps {
  /** Each reminder claimed once (SqlReminderScheduler): the scheduler may deliver an event more than once. */
  claims: {
    claim(reminder: DueReminder, now: Date): Promise<boolean>;
    release(reminder: Pick<DueReminder, 'bookingId' | 'kind'>): Promise<void>;
  };
}

/**
 * The reminder Lambda: one one-time schedule fires it per reminder. It claims the reminder, then mails it through
 * `sendDueReminder`, which reads the booking again and sends nothing for a session cancelled or moved since. A
 * failed mail gives the claim back and throws, so the scheduler's retry can send it.
 */
export function createReminderHandler(deps: ReminderHandlerDeps, logger: Logger = jsonTelemetry().logger) {
  // The booking and kind only: never an address or a name.
  const log = (level: 'info' | 'error', message: string, fields: Record<string, unknown>) =>
    logger[level](message, fields);
  return async (event: unknown): Promise<{ outcome: string }> => {
    const parsed = ReminderEvent.safeParse(event);
    if (!parsed.success) {
      // Not ours to retry: a malformed event will never parse.
      log('error', 'Reminder event refused', { issues: parsed.error.issues.map((issue) => issue.path.join('.')) });
      return { outcome: 'invalid' };
    }
    const reminder = parsed.data;
    const fields = { bookingId: reminder.bookingId, kind: reminder.kind };
    if (!(await deps.claims.claim(reminder, deps.now()))) {
      log('info', 'Reminder already sent, or its booking is gone', fields);
      return { outcome: 'already_claimed' };
    }
    try {
      const outcome = await sendDueReminder(reminder, deps);
      log('info', `Reminder ${outcome}`, fields);
      return { outcome };
    } catch (error) {
      await deps.claims.release(reminder);
      log('error', 'Reminder failed', { ...fields, error: error instanceof Error ? error.name : 'Error' });
      throw error;
    }
  };
}
