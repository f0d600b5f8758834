import { Trans, useLingui } from '@lingui/react/macro';
import type { ExpertProfile } from '../booking-api';
import { goalText } from '../booking-labels';
import { languageName } from '../booking-time';

/** What a member reads of every expert, on a directory card and a profile alike: credentials, goals, languages. */
export function ExpertFacts({ expert }: { expert: Pick<ExpertProfile, 'credentials' | 'specialties' | 'languages'> }) {
  const { i18n, t } = useLingui();
  return (
    <>
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
    </>
  );
}
