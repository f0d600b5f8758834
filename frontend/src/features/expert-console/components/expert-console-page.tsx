import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { zoneName } from '../../booking/booking-time';
import {
  availabilityQueryOptions,
  type ExpertBooking,
  expertBookingsQueryOptions,
  expertSelfQueryOptions,
} from '../expert-console-api';
import { AvailabilityEditor } from './availability-editor';
import { ExpertBookingItem } from './expert-booking-item';
import '../../booking/booking.css';
import '../expert-console.css';
import { LoadFailed } from '../../../components/load-failed';

/**
 * /expert: the expert's console. Their hours on their own clock (the zone named plainly, since members see the same
 * hours on theirs), their sessions to come and past ones, and cancelling one with a reason.
 */
export function ExpertConsolePage() {
  const { i18n } = useLingui();
  const self = useQuery(expertSelfQueryOptions());
  const availability = useQuery(availabilityQueryOptions());
  const bookings = useQuery(expertBookingsQueryOptions());
  const timeZone = availability.data?.timeZone ?? self.data?.timeZone;
  const [cancelled, setCancelled] = useState<ExpertBooking | undefined>();

  return (
    <section className="page booking-page expert-console" aria-labelledby="console-title">
      <h1 id="console-title">
        {self.data ? <Trans>Hello, {self.data.name}</Trans> : <Trans>Your expert console</Trans>}
      </h1>
      {timeZone ? (
        <p className="console-zone">
          <Trans>
            Your time zone: <strong>{zoneName(timeZone, i18n.locale)}</strong> ({timeZone}). Your hours and sessions are
            shown on this clock; members see them on theirs.
          </Trans>
        </p>
      ) : null}

      {availability.isPending ? (
        <p className="booking-status" aria-busy="true">
          <Trans>Loading your availability…</Trans>
        </p>
      ) : availability.isError ? (
        <LoadFailed className="booking-status" onRetry={() => void availability.refetch()}>
          <Trans>Your availability could not be loaded.</Trans>
        </LoadFailed>
      ) : (
        <AvailabilityEditor saved={availability.data} />
      )}

      <section aria-labelledby="console-bookings-title" className="console-bookings">
        <h2 id="console-bookings-title">
          <Trans>Your sessions</Trans>
        </h2>
        {bookings.isPending || !timeZone ? (
          <p className="booking-status" aria-busy="true">
            <Trans>Loading your sessions…</Trans>
          </p>
        ) : bookings.isError ? (
          <LoadFailed className="booking-status" onRetry={() => void bookings.refetch()}>
            <Trans>Your sessions could not be loaded.</Trans>
          </LoadFailed>
        ) : (
          <>
            {/* Always in the page, so screen readers announce what fills it. */}
            <p role="status" className="booking-page-status">
              {cancelled ? <Trans>The session is cancelled. {cancelled.member.firstName} has been told.</Trans> : null}
            </p>
            <h3>
              <Trans>Upcoming</Trans>
            </h3>
            {bookings.data.upcoming.length === 0 ? (
              <p className="booking-empty">
                <Trans>No sessions booked yet. Members can book the hours you make available.</Trans>
              </p>
            ) : (
              <ul className="booking-list">
                {bookings.data.upcoming.map((booking) => (
                  <ExpertBookingItem
                    key={booking.id}
                    booking={booking}
                    timeZone={timeZone}
                    onCancelled={setCancelled}
                  />
                ))}
              </ul>
            )}
            <h3>
              <Trans>Past</Trans>
            </h3>
            {bookings.data.past.length === 0 ? (
              <p className="booking-empty">
                <Trans>Your past sessions will show here.</Trans>
              </p>
            ) : (
              <ul className="booking-list">
                {bookings.data.past.map((booking) => (
                  <ExpertBookingItem key={booking.id} booking={booking} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </section>
  );
}
