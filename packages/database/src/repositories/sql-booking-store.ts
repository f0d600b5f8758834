import {
  type Booking,
  type BookingStatus,
  type BookingStore,
  type BookResult,
  clockTime,
  type Expert,
  type ExpertAvailability,
  minutesOfTime,
  type NewBooking,
  normalizeEmail,
  type RescheduleResult,
  type SessionAllowance,
  type Slot,
  type SqlDatabase,
  type SqlExecutor,
  sqlJson,
} from '@kinwell/core';

// PostgreSQL's exclusion_violation: the bookings_no_overlap constraint refused an overlapping booked session.
const EXCLUSION_VIOLATION = '23P01';
// The first key of the member's advisory lock while their allowance is counted (the second is their id's hash).
const ALLOWANCE_LOCK_NAMESPACE = 724_116_014;

/** The SQLSTATE of a refused statement: PGlite's errors and the Data API adapter's both carry it as `code`. */
const sqlStateOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

// PGlite hands back Dates, the Data API adapter too; days are read as text.
const iso = (value: Date | string) => new Date(value).toISOString();
/** A JSON column or aggregate: parsed by the drivers, or text (json_agg through the Data API). */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const BOOKING_COLUMNS = `id, expert_id, member_id, starts_at, ends_at, status, sequence, created_at, updated_at,
  cancelled_by, cancel_reason`;

interface BookingRow {
  id: string;
  expert_id: string;
  member_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  status: BookingStatus;
  sequence: number | string;
  created_at: Date | string;
  updated_at: Date | string;
  cancelled_by: 'member' | 'expert' | null;
  cancel_reason: string | null;
}

const toBooking = (row: BookingRow): Booking => ({
  id: row.id,
  expertId: row.expert_id,
  memberId: row.member_id,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  status: row.status,
  sequence: Number(row.sequence),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  ...(row.cancelled_by ? { cancelledBy: row.cancelled_by } : {}),
  ...(row.cancel_reason !== null ? { cancelReason: row.cancel_reason } : {}),
});

const EXPERT_COLUMNS = `id, name, photo_url, credentials, specialties, languages, gender, bio, time_zone,
  session_minutes, location, retired_at, email, takes_chat`;

interface ExpertRow {
  id: string;
  name: string;
  photo_url: string;
  credentials: string;
  specialties: unknown;
  languages: unknown;
  gender: Expert['gender'];
  bio: unknown;
  time_zone: string;
  session_minutes: unknown;
  location: unknown;
  retired_at: Date | string | null;
  email: string | null;
  takes_chat: boolean | string | null;
}

const toExpert = (row: ExpertRow): Expert => ({
  id: row.id,
  name: row.name,
  photoUrl: row.photo_url,
  credentials: row.credentials,
  specialties: parsed(row.specialties),
  languages: parsed(row.languages),
  gender: row.gender,
  bio: parsed(row.bio),
  timeZone: row.time_zone,
  sessionMinutes: parsed(row.session_minutes),
  location: parsed(row.location),
  // Said only when ops turned chat off: absent means the expert takes chat (the default).
  ...(row.takes_chat === false || row.takes_chat === 'false' ? { takesChat: false } : {}),
  ...(row.email ? { email: row.email } : {}),
  ...(row.retired_at ? { retiredAt: iso(row.retired_at) } : {}),
});

interface HoursRow {
  start: number;
  end: number;
}

// An expert's hours, days off and extra hours, each folded to JSON by the database (`e` is the expert's row).
const AVAILABILITY_COLUMNS = `
  (SELECT coalesce(json_agg(json_build_object('weekday', weekday, 'start', start_minute, 'end', end_minute)
     ORDER BY weekday, start_minute), '[]') FROM expert_weekly_hours WHERE expert_id = e.id) AS weekly,
  (SELECT coalesce(json_agg(to_char(day, 'YYYY-MM-DD') ORDER BY day), '[]')
     FROM expert_days_off WHERE expert_id = e.id) AS days_off,
  (SELECT coalesce(json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'start', start_minute,
     'end', end_minute) ORDER BY day, start_minute), '[]') FROM expert_extra_hours WHERE expert_id = e.id) AS extra`;

interface AvailabilityRow {
  time_zone: string;
  weekly: unknown;
  days_off: unknown;
  extra: unknown;
}

const hoursOf = (value: HoursRow) => ({ start: clockTime(Number(value.start)), end: clockTime(Number(value.end)) });

const toAvailability = (row: AvailabilityRow): ExpertAvailability => ({
  timeZone: row.time_zone,
  weekly: parsed<(HoursRow & { weekday: number })[]>(row.weekly).map((value) => ({
    weekday: Number(value.weekday),
    ...hoursOf(value),
  })),
  daysOff: parsed<string[]>(row.days_off),
  extra: parsed<(HoursRow & { day: string })[]>(row.extra).map((value) => ({ day: value.day, ...hoursOf(value) })),
});

/**
 * Experts, their availability and their bookings in SQL (PGlite locally, the Data API in AWS). Overlapping booked
 * sessions of one expert are refused by the database (the bookings_no_overlap exclusion constraint, migration 006):
 * this store turns that refusal into `SlotTaken`, so callers never see a raw database error.
 */
export class SqlBookingStore implements BookingStore {
  constructor(private readonly db: SqlDatabase) {}

  async addExpert(expert: Expert): Promise<boolean> {
    const { rows } = await this.db.query(
      `INSERT INTO experts (id, name, photo_url, credentials, specialties, languages, gender, bio, time_zone,
         session_minutes, location, email, takes_chat, created_at)
       VALUES (:id, :name, :photoUrl, :credentials, CAST(:specialties AS jsonb), CAST(:languages AS jsonb), :gender,
         CAST(:bio AS jsonb), :timeZone, CAST(:sessionMinutes AS jsonb), CAST(:location AS jsonb), :email, :takesChat,
         now())
       ON CONFLICT DO NOTHING
       RETURNING id`,
      {
        id: expert.id,
        name: expert.name,
        photoUrl: expert.photoUrl,
        credentials: expert.credentials,
        specialties: sqlJson(expert.specialties),
        languages: sqlJson(expert.languages),
        gender: expert.gender,
        bio: sqlJson(expert.bio),
        timeZone: expert.timeZone,
        sessionMinutes: sqlJson(expert.sessionMinutes),
        location: sqlJson(expert.location),
        email: expert.email === undefined ? null : normalizeEmail(expert.email),
        takesChat: expert.takesChat !== false,
      },
    );
    return rows.length > 0;
  }

  async getExpert(expertId: string): Promise<Expert | undefined> {
    const { rows } = await this.db.query<ExpertRow>(`SELECT ${EXPERT_COLUMNS} FROM experts WHERE id = :expertId`, {
      expertId,
    });
    return rows[0] && toExpert(rows[0]);
  }

  async expertByEmail(email: string): Promise<Expert | undefined> {
    const { rows } = await this.db.query<ExpertRow>(
      `SELECT ${EXPERT_COLUMNS} FROM experts WHERE email = :email AND retired_at IS NULL`,
      { email: normalizeEmail(email) },
    );
    return rows[0] && toExpert(rows[0]);
  }

  async listExperts(options: { includeRetired?: boolean } = {}): Promise<Expert[]> {
    const { rows } = await this.db.query<ExpertRow>(
      `SELECT ${EXPERT_COLUMNS} FROM experts WHERE :includeRetired OR retired_at IS NULL ORDER BY name, id`,
      { includeRetired: options.includeRetired ?? false },
    );
    return rows.map(toExpert);
  }

  async setTakesChat(expertId: string, takesChat: boolean): Promise<boolean> {
    const { rows } = await this.db.query(
      'UPDATE experts SET takes_chat = :takesChat WHERE id = :expertId RETURNING id',
      {
        expertId,
        takesChat,
      },
    );
    return rows.length > 0;
  }

  async retireExpert(expertId: string, at: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE experts SET retired_at = CAST(:at AS timestamptz) WHERE id = :expertId AND retired_at IS NULL
       RETURNING id`,
      { expertId, at: at.toISOString() },
    );
    return rows.length > 0;
  }

  /** One transaction: the three lists are replaced together, each by one statement reading its JSON. */
  async setAvailability(expertId: string, availability: Omit<ExpertAvailability, 'timeZone'>): Promise<boolean> {
    const minutes = (hours: { start: string; end: string }) => ({
      start: minutesOfTime(hours.start),
      end: minutesOfTime(hours.end),
    });
    return this.db.transaction(async (tx) => {
      const expert = await tx.query('SELECT id FROM experts WHERE id = :expertId FOR UPDATE', { expertId });
      if (expert.rows.length === 0) return false;
      for (const table of ['expert_weekly_hours', 'expert_days_off', 'expert_extra_hours']) {
        await tx.query(`DELETE FROM ${table} WHERE expert_id = :expertId`, { expertId });
      }
      await tx.query(
        `INSERT INTO expert_weekly_hours (expert_id, weekday, start_minute, end_minute)
         SELECT :expertId, (h->>'weekday')::smallint, (h->>'start')::smallint, (h->>'end')::smallint
         FROM jsonb_array_elements(CAST(:hours AS jsonb)) AS h`,
        {
          expertId,
          hours: sqlJson(availability.weekly.map((hours) => ({ weekday: hours.weekday, ...minutes(hours) }))),
        },
      );
      await tx.query(
        `INSERT INTO expert_days_off (expert_id, day)
         SELECT DISTINCT :expertId, CAST(d AS date) FROM jsonb_array_elements_text(CAST(:days AS jsonb)) AS d`,
        { expertId, days: sqlJson(availability.daysOff) },
      );
      await tx.query(
        `INSERT INTO expert_extra_hours (expert_id, day, start_minute, end_minute)
         SELECT :expertId, CAST(h->>'day' AS date), (h->>'start')::smallint, (h->>'end')::smallint
         FROM jsonb_array_elements(CAST(:hours AS jsonb)) AS h`,
        { expertId, hours: sqlJson(availability.extra.map((hours) => ({ day: hours.day, ...minutes(hours) }))) },
      );
      return true;
    });
  }

  async getAvailability(expertId: string): Promise<ExpertAvailability | undefined> {
    const { rows } = await this.db.query<AvailabilityRow>(
      `SELECT e.time_zone, ${AVAILABILITY_COLUMNS} FROM experts e WHERE e.id = :expertId`,
      { expertId },
    );
    return rows[0] && toAvailability(rows[0]);
  }

  /**
   * What the slot search reads, in one statement and one round trip (a Data API call costs more than these small
   * indexed reads): the expert's availability and their booked sessions overlapping the range.
   */
  async expertSchedule(
    expertId: string,
    range: { from: string; to: string },
  ): Promise<{ availability: ExpertAvailability; busy: Slot[] } | undefined> {
    const { rows } = await this.db.query<AvailabilityRow & { busy: unknown }>(
      `SELECT e.time_zone, ${AVAILABILITY_COLUMNS},
        (SELECT coalesce(json_agg(json_build_object('startsAt', starts_at, 'endsAt', ends_at) ORDER BY starts_at), '[]')
           FROM bookings
           WHERE expert_id = e.id AND status = 'booked'
             AND ends_at > CAST(:from AS timestamptz) AND starts_at < CAST(:to AS timestamptz)) AS busy
       FROM experts e WHERE e.id = :expertId`,
      { expertId, from: range.from, to: range.to },
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      availability: toAvailability(row),
      busy: parsed<Slot[]>(row.busy).map((slot) => ({ startsAt: iso(slot.startsAt), endsAt: iso(slot.endsAt) })),
    };
  }

  async expertBookings(expertId: string, range: { from: string; to: string }): Promise<Booking[]> {
    const { rows } = await this.db.query<BookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings
       WHERE expert_id = :expertId AND ends_at > CAST(:from AS timestamptz) AND starts_at < CAST(:to AS timestamptz)
       ORDER BY starts_at, id`,
      { expertId, from: range.from, to: range.to },
    );
    return rows.map(toBooking);
  }

  async book(booking: NewBooking, at: Date, allowance?: SessionAllowance): Promise<BookResult> {
    try {
      if (!allowance) return await this.insert(this.db, booking, at);
      return await this.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(CAST(:namespace AS integer), hashtext(:memberId))', {
          namespace: ALLOWANCE_LOCK_NAMESPACE,
          memberId: booking.memberId,
        });
        const used = await this.countUsed(tx, booking.memberId, allowance);
        if (used >= allowance.limit) return { ok: false, reason: 'no_sessions_left' };
        return this.insert(tx, booking, at);
      });
    } catch (error) {
      if (sqlStateOf(error) === EXCLUSION_VIOLATION) return { ok: false, reason: 'slot_taken' };
      throw error;
    }
  }

  async reschedule(
    change: { bookingId: string; startsAt: string; endsAt: string },
    at: Date,
  ): Promise<RescheduleResult> {
    try {
      const { rows } = await this.db.query<BookingRow>(
        `UPDATE bookings SET starts_at = CAST(:startsAt AS timestamptz), ends_at = CAST(:endsAt AS timestamptz),
           sequence = sequence + 1, updated_at = CAST(:at AS timestamptz)
         WHERE id = :bookingId AND status = 'booked'
         RETURNING ${BOOKING_COLUMNS}`,
        { bookingId: change.bookingId, startsAt: change.startsAt, endsAt: change.endsAt, at: at.toISOString() },
      );
      return rows[0] ? { ok: true, booking: toBooking(rows[0]) } : { ok: false, reason: 'not_found' };
    } catch (error) {
      if (sqlStateOf(error) === EXCLUSION_VIOLATION) return { ok: false, reason: 'slot_taken' };
      throw error;
    }
  }

  async cancel(
    change: {
      bookingId: string;
      status: Extract<BookingStatus, 'cancelled' | 'late_cancelled'>;
      by: 'member' | 'expert';
      reason?: string | undefined;
    },
    at: Date,
  ): Promise<Booking | undefined> {
    const { rows } = await this.db.query<BookingRow>(
      `UPDATE bookings SET status = :status, cancelled_by = :by, cancel_reason = :reason, sequence = sequence + 1,
         updated_at = CAST(:at AS timestamptz)
       WHERE id = :bookingId AND status = 'booked'
       RETURNING ${BOOKING_COLUMNS}`,
      {
        bookingId: change.bookingId,
        status: change.status,
        by: change.by,
        reason: change.reason ?? null,
        at: at.toISOString(),
      },
    );
    return rows[0] && toBooking(rows[0]);
  }

  async getBooking(bookingId: string): Promise<Booking | undefined> {
    const { rows } = await this.db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = :bookingId`, {
      bookingId,
    });
    return rows[0] && toBooking(rows[0]);
  }

  async memberBookings(memberId: string): Promise<Booking[]> {
    const { rows } = await this.db.query<BookingRow>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE member_id = :memberId ORDER BY starts_at, id`,
      { memberId },
    );
    return rows.map(toBooking);
  }

  usedSessions(memberId: string, range: { from: string; to: string }): Promise<number> {
    return this.countUsed(this.db, memberId, range);
  }

  async deleteForMember(memberId: string): Promise<void> {
    await this.db.query('DELETE FROM bookings WHERE member_id = :memberId', { memberId });
  }

  private async insert(db: SqlExecutor, booking: NewBooking, at: Date): Promise<BookResult> {
    // Selected from the expert's row, so a retired or unknown expert books nothing.
    const { rows } = await db.query<BookingRow>(
      `INSERT INTO bookings (id, expert_id, member_id, starts_at, ends_at, status, sequence, created_at, updated_at)
       SELECT :id, e.id, :memberId, CAST(:startsAt AS timestamptz), CAST(:endsAt AS timestamptz), 'booked', 0,
         CAST(:at AS timestamptz), CAST(:at AS timestamptz)
       FROM experts e WHERE e.id = :expertId AND e.retired_at IS NULL
       RETURNING ${BOOKING_COLUMNS}`,
      { ...booking, at: at.toISOString() },
    );
    return rows[0] ? { ok: true, booking: toBooking(rows[0]) } : { ok: false, reason: 'expert_not_found' };
  }

  private async countUsed(db: SqlExecutor, memberId: string, range: { from: string; to: string }): Promise<number> {
    const { rows } = await db.query<{ used: number | string }>(
      `SELECT count(*) AS used FROM bookings
       WHERE member_id = :memberId AND status IN ('booked', 'late_cancelled')
         AND starts_at >= CAST(:from AS timestamptz) AND starts_at < CAST(:to AS timestamptz)`,
      { memberId, from: range.from, to: range.to },
    );
    return Number(rows[0]?.used ?? 0);
  }
}
