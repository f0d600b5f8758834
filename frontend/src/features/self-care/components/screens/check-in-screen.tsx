import { moodScore } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MOODS, type Mood } from '../../../../components/check-in-modal';
import { Shown } from '../markdown-text';
import type { ScreenProps } from './screen-props';

/** A check-in in the middle of a session: the same five moods as the check-in modal, recorded as 1–5. */
export function CheckInScreen({ screen, record }: ScreenProps<'checkIn'>) {
  const { i18n } = useLingui();
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
      <fieldset className="check-in-moods">
        <legend className="screen-title">
          <Shown value={screen.prompt} />
        </legend>
        {MOODS.map((option) => (
          <label key={option.value} className="check-in-mood">
            <input
              type="radio"
              name={`mood-${screen.id}`}
              value={option.value}
              checked={mood === option.value}
              onChange={() => {
                setMood(option.value);
                setSent(false);
              }}
            />
            <span aria-hidden="true">{option.symbol}</span>
            <span>{i18n._(option.label)}</span>
          </label>
        ))}
      </fieldset>
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
