import { moodScore } from '@kinwell/core';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { type Mood, MoodChoices } from '../../../../components/check-in-modal';
import { Shown } from '../markdown-text';
import type { ScreenProps } from './screen-props';

/** A check-in in the middle of a session: the same five moods as the check-in modal, recorded as 1–5. */
export function CheckInScreen({ screen, record }: ScreenProps<'checkIn'>) {
  const [mood, setMood] = useState<Mood | undefined>();
  const [sent, setSent] = useState(false);
  return (
    <form
      className="screen-check-in"
      onSubmit={(event) => {
        event.preventDefault();
        if (!mood) return;
        record('check_in', { mood: moodScore(mood), moment: 'screen' });
        setSent(true);
      }}
    >
      <MoodChoices
        name={`mood-${screen.id}`}
        value={mood}
        onChange={(choice) => {
          setMood(choice);
          setSent(false);
        }}
        legend={
          <span className="screen-title">
            <Shown value={screen.prompt} />
          </span>
        }
      />
      <div className="screen-actions">
        <button type="submit" className="button" disabled={!mood || sent}>
          <Trans>Save check-in</Trans>
        </button>
        <span role="status" aria-live="polite">
          {sent ? <Trans>Thank you for checking in.</Trans> : null}
        </span>
      </div>
    </form>
  );
}
