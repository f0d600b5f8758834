import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DirectoryExpert } from '../booking-api';
import { formatDay, formatTime } from '../booking-time';
import { ExpertFacts } from './expert-facts';

/** How many of the next free times a card shows: enough to see "soon", few enough to scan. */
const TIMES_SHOWN = 3;

/** One expert in the directory: who they are, what they help with, and when they are next free, on the member's clock. */
export function ExpertCard({ expert, timeZone }: { expert: DirectoryExpert; timeZone: string }) {
  const { i18n } = useLingui();
  const headingId = `expert-${expert.id}`;
  const times = expert.nextSlots.slice(0, TIMES_SHOWN);
  return (
    <li className="expert-card" aria-labelledby={headingId}>
      <img className="expert-photo" src={expert.photoUrl} alt="" width={72} height={72} loading="lazy" />
      <div className="expert-card-body">
        <h2 id={headingId} className="expert-name">
          <Link to="/book-session/$id" params={{ id: expert.id }}>
            {expert.name}
          </Link>
        </h2>
        <ExpertFacts expert={expert} />
        {times.length > 0 ? (
          <div className="expert-next">
            <p className="expert-next-title">
              <Trans>Next free times</Trans>
            </p>
            <ul>
              {times.map((slot) => (
                <li key={slot.startsAt}>
                  <time dateTime={slot.startsAt}>
                    {formatDay(slot.startsAt, i18n.locale, timeZone, 'short')} ·{' '}
                    {formatTime(slot.startsAt, i18n.locale, timeZone)}
                  </time>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="expert-next-none">
            <Trans>No free time in the next four weeks.</Trans>
          </p>
        )}
        <Link to="/book-session/$id" params={{ id: expert.id }} className="button expert-card-action">
          <Trans>See profile and book</Trans> <span className="visually-hidden">{expert.name}</span>
        </Link>
      </div>
    </li>
  );
}
