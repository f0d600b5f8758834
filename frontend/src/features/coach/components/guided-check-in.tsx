import { type Goal, moodScore } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Mood, MoodChoices } from '../../../components/check-in-modal';
import { Loader } from '../../../components/loader';
import { suggestionsQueryOptions } from '../coach-api';
import { SessionList } from './session-list';

/**
 * The guide's short check-in (no model): how the member feels today, then a few sessions of the library for that
 * mood, their own goals first; and sessions for their goals alone before they answer.
 */
export function GuidedCheckIn({ goals }: { goals: readonly Goal[] }) {
  const { t } = useLingui();
  const [mood, setMood] = useState<Mood | undefined>();
  const score = mood ? moodScore(mood) : undefined;
  const suggestions = useQuery(suggestionsQueryOptions(score, goals));

  return (
    <section className="coach-card" aria-labelledby="coach-check-in-title">
      <h2 id="coach-check-in-title">
        <Trans>A short check-in</Trans>
      </h2>
      <MoodChoices
        name="coach-mood"
        value={mood}
        onChange={setMood}
        legend={<Trans>How are you feeling today?</Trans>}
      />
      <div aria-live="polite">
        {suggestions.isPending ? (
          <Loader label={t`Finding sessions for you…`} />
        ) : suggestions.isError ? (
          <p role="alert">
            <Trans>Suggestions could not be loaded. Check your connection and try again.</Trans>
          </p>
        ) : (
          <>
            <h3>{mood ? <Trans>Sessions for how you feel</Trans> : <Trans>Sessions for your goals</Trans>}</h3>
            {suggestions.data.sessions.length > 0 ? (
              <SessionList sessions={suggestions.data.sessions} />
            ) : (
              <p>
                <Trans>The library has no sessions yet.</Trans>
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
