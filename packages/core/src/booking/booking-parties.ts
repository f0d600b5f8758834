import type { BookingParty } from './booking-notices';

/** Both sides of one booking, as its mails need them. */
export interface BookingParties {
  member: BookingParty;
  expertContact: BookingParty;
}

/**
 * Who a booking's mails go to, kept with the booking when it is made or moved: a reminder goes out a day later, from
 * a process (the reminder Lambda, the local scheduler) that has no request to read the member's language and zone
 * from. Locally and in AWS a SQL table (migration 008), its rows going with their booking.
 */
export interface BookingPartiesStore {
  remember(bookingId: string, parties: BookingParties): Promise<void>;
  read(bookingId: string): Promise<BookingParties | undefined>;
}
