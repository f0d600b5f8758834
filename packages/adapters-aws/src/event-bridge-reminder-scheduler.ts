import { createHash } from 'node:crypto';
import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  type SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import {
  type Booking,
  type DueReminder,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderScheduler,
  remindersAhead,
} from '@kinwell/core';

export interface EventBridgeReminderSchedulerOptions {
  client: SchedulerClient;
  /** This environment's schedule group: the API may manage schedules in it only. */
  groupName: string;
  /** The reminder Lambda's ARN. */
  targetArn: string;
  /** The role EventBridge Scheduler assumes to invoke it. */
  roleArn: string;
  now?: () => Date;
}

// Schedule names: letters, digits, `-`, `_`, `.`; at most 64 characters.
const SCHEDULE_NAME = /^[\w.-]{1,64}$/;

/**
 * A reminder's schedule name, the same at every plan, move and drop of a booking, so they find the schedule again:
 * `<booking id>-<kind>`, or a hash of it for an id that would not fit.
 */
export function reminderScheduleName(bookingId: string, kind: ReminderKind): string {
  const name = `${bookingId}-${kind}`;
  return SCHEDULE_NAME.test(name)
    ? name
    : `${createHash('sha256').update(bookingId).digest('hex').slice(0, 40)}-${kind}`;
}

/** `at(2027-03-14T13:00:00)`: the one-time expression, read in UTC (ScheduleExpressionTimezone). */
export const atExpression = (instant: string): string => `at(${new Date(instant).toISOString().slice(0, 19)})`;

/**
 * The ReminderScheduler in AWS: one EventBridge Scheduler one-time schedule per reminder, invoking the reminder
 * Lambda with the reminder (booking, kind, due time) and deleting itself once it has run. `plan` creates or moves
 * the schedules of the reminders still ahead and deletes the others; `drop` deletes both. The Lambda reads the
 * booking again before it mails, so a schedule that outlives a change sends nothing.
 */
export class EventBridgeReminderScheduler implements ReminderScheduler {
  constructor(private readonly options: EventBridgeReminderSchedulerOptions) {}

  async plan(booking: Booking): Promise<void> {
    const ahead = remindersAhead(booking, this.options.now?.() ?? new Date());
    await Promise.all(
      REMINDER_KINDS.map((kind) => {
        const reminder = ahead.find((r) => r.kind === kind);
        return reminder ? this.upsert(reminder) : this.delete(booking.id, kind);
      }),
    );
  }

  async drop(bookingId: string): Promise<void> {
    await Promise.all(REMINDER_KINDS.map((kind) => this.delete(bookingId, kind)));
  }

  private async upsert(reminder: DueReminder): Promise<void> {
    const input: CreateScheduleCommandInput = {
      Name: reminderScheduleName(reminder.bookingId, reminder.kind),
      GroupName: this.options.groupName,
      ScheduleExpression: atExpression(reminder.dueAt),
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: this.options.targetArn,
        RoleArn: this.options.roleArn,
        Input: JSON.stringify(reminder),
        // A reminder late by more than an hour is no reminder; the Lambda claims each one once, so a retry after a
        // failure that did mail sends nothing twice.
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      },
    };
    try {
      await this.options.client.send(new CreateScheduleCommand(input));
    } catch (error) {
      // Planned before (a move): the same schedule, at its new time.
      if (!(error instanceof ConflictException)) throw error;
      await this.options.client.send(new UpdateScheduleCommand(input));
    }
  }

  private async delete(bookingId: string, kind: ReminderKind): Promise<void> {
    try {
      await this.options.client.send(
        new DeleteScheduleCommand({ Name: reminderScheduleName(bookingId, kind), GroupName: this.options.groupName }),
      );
    } catch (error) {
      // Never planned, already run (it deletes itself), or already dropped: nothing left to do.
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
}
