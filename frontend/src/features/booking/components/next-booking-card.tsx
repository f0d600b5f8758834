import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { myBookingsQueryOptions } from '../booking-api';
import { browserTimeZone, formatWhen } from '../booking-time';

/**
 * The dashboard's booking card: the member's next session with how to join it, or a gentle invitation to book.
 * Its words are in the `site` catalog too, since the dashboard shows it.
 */
export function NextBookingCard() {
  const { i18n, t } = useLingui();
  const bookings = useQuery(myBookingsQueryOptions());
  const next = bookings.data?.upcoming.find((booking) => booking.status === 'booked');
  return (
    <section className="dashboard-card" aria-labelledby="bookings-title">
      <h2 id="bookings-title">
        <Trans>Your sessions with experts</Trans>
      </h2>
      {bookings.isPending ? (
        <p>{t`Loading…`}</p>
      ) : next ? (
        <>
          <p>
            <strong>
              <time dateTime={next.startsAt}>{formatWhen(next.startsAt, i18n.locale, browserTimeZone())}</time>
            </strong>
          </p>
          <p>
            <Trans>With {next.expert.name}</Trans>
          </p>
          {next.videoUrl ? (
            <a className="button" href={next.videoUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Join the video session</Trans> <span className="visually-hidden">{t`(opens in a new tab)`}</span>
            </a>
          ) : null}
          <Link to="/book-session/my-bookings">
            <Trans>See My bookings</Trans>
          </Link>
        </>
      ) : (
        <>
          <p>
            {bookings.isError ? (
              <Trans>Your bookings could not be loaded.</Trans>
            ) : (
              <Trans>
                Talking things through with an expert can help. Your employer sponsors private sessions for you.
              </Trans>
            )}
          </p>
          <Link to="/book-session">
            <Trans>Meet our experts</Trans>
          </Link>
        </>
      )}
    </section>
  );
}
