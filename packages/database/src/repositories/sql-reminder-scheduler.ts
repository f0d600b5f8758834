import {
  type Booking,
  type DueReminder,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderScheduler,
  remindersAhead,
  type SqlDatabase,
} from '@kinwell/core';

interface ReminderRow {
  booking_id: string;
  kind: ReminderKind;
  due_at: Date | string;
}

const toReminder = (row: ReminderRow): DueReminder => ({
  bookingId: row.booking_id,
  kind: row.kind,
  dueAt: new Date(row.due_at).toISOString(),
});

/**
 * The local runtime's reminders, as due rows (migration 008) that its in-process scheduler reads. `plan` keeps one
 * row per reminder still ahead (a moved session's are due anew), `drop` removes those not sent, and `claimDue` takes
 * due ones in the statement that marks them sent: a reminder goes out at most once, even across a restart or two
 * processes on one database.
 */
export class SqlReminderScheduler implements ReminderScheduler {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async plan(booking: Booking): Promise<void> {
    const ahead = remindersAhead(booking, this.now());
    const kept = new Set(ahead.map((reminder) => reminder.kind));
    await this.db.transaction(async (tx) => {
      for (const kind of REMINDER_KINDS.filter((k) => !kept.has(k))) {
        await tx.query(
          'DELETE FROM booking_reminders WHERE booking_id = :bookingId AND kind = :kind AND sent_at IS NULL',
          {
            bookingId: booking.id,
            kind,
          },
        );
      }
      for (const reminder of ahead) {
        // Planned again at the same time: as it was (sent or not). At another time: due anew.
        await tx.query(
          `INSERT INTO booking_reminders (booking_id, kind, due_at) VALUES (:bookingId, :kind, :dueAt)
           ON CONFLICT (booking_id, kind) DO UPDATE
             SET due_at = EXCLUDED.due_at,
                 sent_at = CASE WHEN booking_reminders.due_at = EXCLUDED.due_at THEN booking_reminders.sent_at END`,
          { bookingId: reminder.bookingId, kind: reminder.kind, dueAt: new Date(reminder.dueAt) },
        );
      }
    });
  }

  async drop(bookingId: string): Promise<void> {
    await this.db.query('DELETE FROM booking_reminders WHERE booking_id = :bookingId AND sent_at IS NULL', {
      bookingId,
    });
  }

  /** Claims up to `limit` reminders due at `now`, earliest first: each is marked sent as it is read. */
  async claimDue(now: Date, limit: number): Promise<DueReminder[]> {
    const { rows } = await this.db.query<ReminderRow>(
      `UPDATE booking_reminders SET sent_at = :now
       WHERE (booking_id, kind) IN (
         SELECT booking_id, kind FROM booking_reminders
         WHERE sent_at IS NULL AND due_at <= :now
         ORDER BY due_at LIMIT :limit
         FOR UPDATE SKIP LOCKED
       ) AND sent_at IS NULL
       RETURNING booking_id, kind, due_at`,
      { now, limit },
    );
    return rows.map(toReminder).sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  }

  /**
   * Claims one reminder a scheduler outside the database fired (EventBridge Scheduler in AWS, which may deliver one
   * more than once): true the first time for this booking, kind and due time; false after, or for a booking gone.
   */
  async claim(reminder: DueReminder, now: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      `INSERT INTO booking_reminders (booking_id, kind, due_at, sent_at)
       SELECT :bookingId, :kind, :dueAt, :now WHERE EXISTS (SELECT 1 FROM bookings WHERE id = :bookingId)
       ON CONFLICT (booking_id, kind) DO UPDATE SET due_at = EXCLUDED.due_at, sent_at = EXCLUDED.sent_at
         WHERE booking_reminders.sent_at IS NULL OR booking_reminders.due_at <> EXCLUDED.due_at
       RETURNING booking_id`,
      { bookingId: reminder.bookingId, kind: reminder.kind, dueAt: new Date(reminder.dueAt), now },
    );
    return rows.length === 1;
  }

  /** Gives back a claimed reminder whose mail failed, so the next poll tries again. */
  async release(reminder: Pick<DueReminder, 'bookingId' | 'kind'>): Promise<void> {
    await this.db.query('UPDATE booking_reminders SET sent_at = NULL WHERE booking_id = :bookingId AND kind = :kind', {
      bookingId: reminder.bookingId,
      kind: reminder.kind,
    });
  }

  /** The reminders of a booking as stored (for tests and the console's troubleshooting). */
  async reminders(bookingId: string): Promise<(DueReminder & { sentAt: string | undefined })[]> {
    const { rows } = await this.db.query<ReminderRow & { sent_at: Date | string | null }>(
      'SELECT booking_id, kind, due_at, sent_at FROM booking_reminders WHERE booking_id = :bookingId ORDER BY due_at',
      { bookingId },
    );
    return rows.map((row) => ({
      ...toReminder(row),
      sentAt: row.sent_at === null ? undefined : new Date(row.sent_at).toISOString(),
    }));
  }
}
