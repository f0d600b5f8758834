import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../lib/api-client';
import { authStore } from '../../auth/auth-store';
import { expertQueryOptions } from '../booking-api';
import { browserTimeZone, zoneName } from '../booking-time';
import { BookingPanel } from './booking-panel';
import { ExpertSummary } from './expert-summary';
import { VisitorInvitation } from './visitor-invitation';
import '../booking.css';

/** /book-session/{id}: an expert's profile and, for a member, booking a session with them. */
export function ExpertProfilePage({ expertId }: { expertId: string }) {
  const { isLoggedIn } = useSnapshot(authStore);
  if (!isLoggedIn) {
    return (
      <section className="page booking-page" aria-labelledby="expert-visitor-title">
        <h1 id="expert-visitor-title">
          <Trans>Expert profile</Trans>
        </h1>
        <p className="page-lead">
          <Trans>Read about this expert and book a session.</Trans>
        </p>
        <VisitorInvitation />
      </section>
    );
  }
  return <MemberProfile expertId={expertId} />;
}

function MemberProfile({ expertId }: { expertId: string }) {
  const { i18n } = useLingui();
  const expert = useQuery(expertQueryOptions(expertId));
  const timeZone = browserTimeZone();

  if (expert.isPending)
    return (
      <section className="page booking-page" aria-busy="true">
        <p className="booking-status">
          <Trans>Loading the expert’s profile…</Trans>
        </p>
      </section>
    );
  if (expert.isError) {
    const missing = expert.error instanceof ApiError && expert.error.status === 404;
    return (
      <section className="page booking-page" role="alert">
        <p>
          {missing ? (
            <Trans>This expert is no longer available.</Trans>
          ) : (
            <Trans>The expert’s profile could not be loaded.</Trans>
          )}
        </p>
        <Link to="/book-session" className="button">
          <Trans>See all experts</Trans>
        </Link>
      </section>
    );
  }

  const profile = expert.data;
  const paragraphs = profile.bio.text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <article className="page booking-page expert-profile" aria-labelledby="expert-profile-title">
      <p className="booking-back">
        <Link to="/book-session">
          <span className="icon-directional" aria-hidden="true">
            ←
          </span>{' '}
          <Trans>All experts</Trans>
        </Link>
      </p>
      <ExpertSummary expert={profile} headingId="expert-profile-title" />
      <section className="expert-bio" aria-labelledby="expert-bio-title">
        <h2 id="expert-bio-title">
          <Trans>About {profile.name}</Trans>
        </h2>
        <div {...(profile.bio.isFallback ? { lang: profile.bio.locale, dir: 'ltr' } : {})}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} dir="auto">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <p className="booking-zone">
        <Trans>
          Times are shown in your time zone: {zoneName(timeZone, i18n.locale)} ({timeZone}).
        </Trans>
      </p>
      <BookingPanel expert={profile} timeZone={timeZone} />
    </article>
  );
}
