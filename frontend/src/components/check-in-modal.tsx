import { type MoodName, moodOfScore } from '@kinwell/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { ModalDialog } from './modal-dialog';

/** Core's five moods (a check-in's score 1–5), best first as the member reads them. */
export const MOODS: readonly { value: MoodName; label: MessageDescriptor; symbol: string }[] = [
  { value: 'great', label: msg`Great`, symbol: '😄' },
  { value: 'good', label: msg`Good`, symbol: '🙂' },
  { value: 'okay', label: msg`Okay`, symbol: '😐' },
  { value: 'low', label: msg`Low`, symbol: '😔' },
  { value: 'struggling', label: msg`Struggling`, symbol: '😣' },
];
export type Mood = MoodName;

/** A mood score (1–5) in the reader's words ("Good"); the bare score for one outside the scale. */
export function moodLabel(i18n: I18n, score: number): string {
  const mood = MOODS.find((option) => option.value === moodOfScore(score));
  return mood ? i18n._(mood.label) : String(score);
}

interface MoodChoicesProps {
  /** The radio group's name: unique on the page. */
  name: string;
  value: Mood | undefined;
  onChange: (mood: Mood) => void;
  legend: ReactNode;
}

/** The five moods as a radio group, best first: the check-in modal's and a session's check-in screen's. */
export function MoodChoices({ name, value, onChange, legend }: MoodChoicesProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="check-in-moods">
      <legend>{legend}</legend>
      {MOODS.map((option) => (
        <label key={option.value} className="check-in-mood">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span aria-hidden="true">{option.symbol}</span>
          <span>{i18n._(option.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface CheckInModalProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (checkIn: { mood: Mood; note: string }) => void;
}

/** A daily check-in: how the member feels (a radio group) and an optional note. */
export function CheckInModal({ open, onClose, onSubmit }: CheckInModalProps) {
  const [mood, setMood] = useState<Mood | ''>('');
  const [note, setNote] = useState('');
  const noteId = useId();
  const formId = useId();
  return (
    <ModalDialog
      open={open}
      title={<Trans>How are you feeling today?</Trans>}
      onCancel={onClose}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            <Trans>Not now</Trans>
          </button>
          <button type="submit" form={formId} className="button" disabled={!mood}>
            <Trans>Save check-in</Trans>
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (mood) onSubmit({ mood, note: note.trim() });
        }}
      >
        <MoodChoices
          name="mood"
          value={mood || undefined}
          onChange={setMood}
          legend={
            <span className="field-label">
              <Trans>Pick the one that fits best</Trans>
            </span>
          }
        />
        <div className="field">
          <label htmlFor={noteId} className="field-label">
            <Trans>Anything you want to note? (optional)</Trans>
          </label>
          <textarea
            id={noteId}
            className="field-input field-textarea"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </form>
    </ModalDialog>
  );
}
