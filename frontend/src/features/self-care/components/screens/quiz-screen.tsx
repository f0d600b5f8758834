import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { MarkdownText, Shown } from '../markdown-text';
import type { ScreenProps } from './screen-props';

/** A question with one or several right answers; the feedback comes after "Check", and a new try is welcome. */
export function QuizScreen({ screen, record }: ScreenProps<'quiz'>) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [checked, setChecked] = useState<boolean | undefined>();
  const rightAnswers = screen.options.filter((option) => option.correct).map((option) => option.id);
  const choose = (id: string, on: boolean) => {
    setChecked(undefined);
    setChosen((current) =>
      screen.multiple ? (on ? [...current, id] : current.filter((each) => each !== id)) : on ? [id] : [],
    );
  };
  return (
    <form
      className="screen-quiz"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen.length === 0) return;
        const correct = chosen.length === rightAnswers.length && chosen.every((id) => rightAnswers.includes(id));
        setChecked(correct);
        record('quiz_answered', { optionIds: chosen, correct });
      }}
    >
      <fieldset>
        <legend className="screen-title">
          <Shown value={screen.question} />
        </legend>
        {screen.multiple && (
          <p className="field-hint">
            <Trans>Choose all that apply.</Trans>
          </p>
        )}
        <div className="quiz-options">
          {screen.options.map((option) => (
            <label key={option.id} className="quiz-option">
              <input
                type={screen.multiple ? 'checkbox' : 'radio'}
                name={`quiz-${screen.id}`}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={(event) => choose(option.id, event.target.checked)}
              />
              <span>
                <Shown value={option.label} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="screen-actions">
        <button type="submit" className="button" disabled={chosen.length === 0}>
          <Trans>Check my answer</Trans>
        </button>
      </div>
      <div className="quiz-feedback" role="status" aria-live="polite">
        {checked !== undefined && (
          <div className={checked ? 'quiz-feedback-right' : 'quiz-feedback-try'}>
            <MarkdownText value={checked ? screen.feedback.correct : screen.feedback.incorrect} />
          </div>
        )}
      </div>
    </form>
  );
}
