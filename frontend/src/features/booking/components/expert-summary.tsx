import { Trans, useLingui } from '@lingui/react/macro';
import type { ExpertProfile } from '../booking-api';
import { goalText } from '../booking-labels';
import { languageName } from '../booking-time';

/** The head of a profile: photo, name, credentials, what they help with, languages and how sessions happen. */
export function ExpertSummary({ expert, headingId }: { expert: ExpertProfile; headingId: string }) {
  const { i18n, t } = useLingui();
  return (
    <header className="expert-profile-head">
      <img className="expert-photo expert-photo-large" src={expert.photoUrl} alt="" width={112} height={112} />
      <div>
        <h1 id={headingId}>{expert.name}</h1>
        <p className="expert-credentials" dir="auto">
          {expert.credentials}
        </p>
        <ul className="expert-tags" aria-label={t`Helps with`}>
          {expert.specialties.map((goal) => (
            <li key={goal}>{i18n._(goalText[goal])}</li>
          ))}
        </ul>
        <p className="expert-languages">
          <Trans>Speaks {expert.languages.map((tag) => languageName(tag, i18n.locale)).join(', ')}</Trans>
        </p>
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
