import type { BookingParties, BookingPartiesStore, BookingParty, SqlDatabase } from '@kinwell/core';
import { sqlJson } from '@kinwell/core';

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Both parties of a booking, one row per booking, replaced on each booking or move (migration 008). */
export class SqlBookingPartiesStore implements BookingPartiesStore {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async remember(bookingId: string, parties: BookingParties): Promise<void> {
    await this.db.query(
      `INSERT INTO booking_parties (booking_id, member, expert, updated_at)
       VALUES (:bookingId, :member, :expert, :now)
       ON CONFLICT (booking_id) DO UPDATE
         SET member = EXCLUDED.member, expert = EXCLUDED.expert, updated_at = EXCLUDED.updated_at`,
      { bookingId, member: sqlJson(parties.member), expert: sqlJson(parties.expertContact), now: this.now() },
    );
  }

  async read(bookingId: string): Promise<BookingParties | undefined> {
    const { rows } = await this.db.query<{ member: unknown; expert: unknown }>(
      'SELECT member, expert FROM booking_parties WHERE booking_id = :bookingId',
      { bookingId },
    );
    const row = rows[0];
    return row && { member: parsed<BookingParty>(row.member), expertContact: parsed<BookingParty>(row.expert) };
  }
}
