import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';

/** The booking pages for a visitor: what booking is, and the way in (the API answers signed-in members only). */
export function VisitorInvitation() {
  const location = useLocation();
  return (
    <section className="booking-visitor" aria-labelledby="booking-visitor-title">
      <h2 id="booking-visitor-title">
        <Trans>Private sessions, sponsored by your employer</Trans>
      </h2>
      <p>
        <Trans>
          Talk one to one with a qualified expert, by video or phone, in your language. Your company covers a number of
          sessions each year. Sign in to see who is available and book a time that suits you.
        </Trans>
      </p>
      <div className="booking-actions">
        <Link to="/login" search={{ redirect: location.href }} className="button">
          <Trans>Sign in to book</Trans>
        </Link>
        <Link to="/signup" className="button button-secondary">
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </section>
  );
}
