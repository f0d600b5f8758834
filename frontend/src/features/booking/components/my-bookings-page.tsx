import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { myBookingsQueryOptions } from '../booking-api';
import { browserTimeZone } from '../booking-time';
import { MemberBookingItem } from './member-booking-item';
import { SessionBalanceNote } from './session-balance';
import '../booking.css';
import { LoadFailed } from '../../../components/load-failed';

/** My bookings: the year's balance, the sessions to come (earliest first) and past ones (latest first). */
export function MyBookingsPage() {
  const bookings = useQuery(myBookingsQueryOptions());
  const timeZone = browserTimeZone();
  const [cancelled, setCancelled] = useState(false);
  return (
    <section className="page booking-page" aria-labelledby="my-bookings-title">
      <p className="booking-back">
        <Link to="/book-session">
          <span className="icon-directional" aria-hidden="true">
            ←
          </span>{' '}
          <Trans>All experts</Trans>
        </Link>
      </p>
      <h1 id="my-bookings-title">
        <Trans>My bookings</Trans>
      </h1>
      {bookings.isPending ? (
        <p className="booking-status" aria-busy="true">
          <Trans>Loading your bookings…</Trans>
        </p>
      ) : bookings.isError ? (
        <LoadFailed className="booking-status" onRetry={() => void bookings.refetch()}>
          <Trans>Your bookings could not be loaded.</Trans>
        </LoadFailed>
      ) : (
        <>
          <SessionBalanceNote balance={bookings.data.balance} />
          {/* Always in the page, so screen readers announce what fills it. */}
          <p role="status" className="booking-page-status">
            {cancelled ? <Trans>The session is cancelled. The expert has been told.</Trans> : null}
          </p>
          <section aria-labelledby="upcoming-title">
            <h2 id="upcoming-title">
              <Trans>Upcoming</Trans>
            </h2>
            {bookings.data.upcoming.length === 0 ? (
              <div className="booking-empty">
                <p>
                  <Trans>No sessions booked. When you are ready, an expert is a few clicks away.</Trans>
                </p>
                <Link to="/book-session" className="button">
                  <Trans>Find an expert</Trans>
                </Link>
              </div>
            ) : (
              <ul className="booking-list">
                {bookings.data.upcoming.map((booking) => (
                  <MemberBookingItem
                    key={booking.id}
                    booking={booking}
                    timeZone={timeZone}
                    onCancelled={() => setCancelled(true)}
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="past-title">
            <h2 id="past-title">
              <Trans>Past and cancelled</Trans>
            </h2>
            {bookings.data.past.length === 0 ? (
              <p className="booking-empty">
                <Trans>Your past and cancelled sessions will show here.</Trans>
              </p>
            ) : (
              <ul className="booking-list">
                {bookings.data.past.map((booking) => (
                  <MemberBookingItem key={booking.id} booking={booking} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
