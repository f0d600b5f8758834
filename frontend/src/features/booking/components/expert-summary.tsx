import { Trans } from '@lingui/react/macro';
import type { ExpertProfile } from '../booking-api';
import { ExpertFacts } from './expert-facts';

/** The head of a profile: photo, name, credentials, what they help with, languages and how sessions happen. */
export function ExpertSummary({ expert, headingId }: { expert: ExpertProfile; headingId: string }) {
  return (
    <header className="expert-profile-head">
      <img className="expert-photo expert-photo-large" src={expert.photoUrl} alt="" width={112} height={112} />
      <div>
        <h1 id={headingId}>{expert.name}</h1>
        <ExpertFacts expert={expert} />
        <p className="expert-location">
          {expert.locationKind === 'video' ? (
            <Trans>Sessions by video. The link comes with your confirmation.</Trans>
          ) : (
            <Trans>Sessions by phone. The expert calls you at the time of the session.</Trans>
          )}
        </p>
      </div>
    </header>
  );
}
