import { type DiagnosticLog, type DueReminder, type ReminderDeps, sendDueReminder } from '@kinwell/core';

export interface ReminderPollerOptions {
  /** The due rows (SqlReminderScheduler): claimed as they are read, given back when their mail fails. */
  reminders: {
    claimDue(now: Date, limit: number): Promise<DueReminder[]>;
    release(reminder: Pick<DueReminder, 'bookingId' | 'kind'>): Promise<void>;
  };
  send: ReminderDeps;
  /** Where a failed reminder or poll is reported (the local runtime's readable logger). */
  log: DiagnosticLog;
  /** How often due reminders are looked for; 30 s by default (a reminder is at most that late). */
  intervalMs?: number;
  /** Reminders claimed per round. */
  batch?: number;
}

const DEFAULT_INTERVAL_MS = 30_000;
const DEFAULT_BATCH = 20;

/**
 * The local runtime's in-process reminder scheduler: every `intervalMs` it claims the reminders due (the rows
 * survive a restart; a claimed one is never claimed again) and sends each through `sendDueReminder`, which skips a
 * session cancelled or moved since. A reminder whose mail fails is given back, to be tried at the next poll.
 */
export class ReminderPoller {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly options: ReminderPollerOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? DEFAULT_INTERVAL_MS);
    // A pending poll never keeps the process alive.
    this.timer.unref();
    void this.tick();
  }

  /** Stops polling, once the round under way (if any) is done. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One round: every reminder due now, sent. Rounds never overlap. Resolves to how many were mailed. */
  tick(): Promise<number> {
    this.running ??= this.round().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async round(): Promise<number> {
    const { reminders, send } = this.options;
    const batch = this.options.batch ?? DEFAULT_BATCH;
    let sent = 0;
    try {
      for (;;) {
        const due = await reminders.claimDue(send.now(), batch);
        let failed = false;
        for (const reminder of due) {
          try {
            if ((await sendDueReminder(reminder, send)) === 'sent') sent += 1;
          } catch (error) {
            this.options.log.error('Reminder failed; tried again at the next poll', {
              bookingId: reminder.bookingId,
              kind: reminder.kind,
              error: error instanceof Error ? error.name : 'Error',
            });
            await reminders.release(reminder);
            failed = true;
          }
        }
        // A reminder given back waits for the next poll rather than being claimed again at once.
        if (due.length < batch || failed) return sent;
      }
    } catch (error) {
      // The database closing under a poll at shutdown, or a passing failure: the next poll starts over.
      this.options.log.error('Reminder poll failed', { error: String(error) });
      return sent;
    }
  }
}
