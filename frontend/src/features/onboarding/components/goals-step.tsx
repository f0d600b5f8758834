import { GOALS, MAX_GOALS, toggleGoal } from '@kinwell/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError } from '../../../lib/api-client';
import { FALLBACK_MESSAGES } from '../finish-onboarding';
import type { OnboardingSession } from '../onboarding-session';
import { goToStep, onboardingStore, setGoals } from '../onboarding-store';
import { goalText, onboardingMessageText } from '../onboarding-text';

/** Step 2 (spec section 2): up to three goals, with a counter; Back and Next (which stores step 2). */
export function GoalsStep({ session }: { session: OnboardingSession }) {
  const { i18n, t } = useLingui();
  const { goals } = useSnapshot(onboardingStore, { sync: true });
  const counterId = useId();
  const count = goals.length;
  const full = count >= MAX_GOALS;

  const next = useMutation({
    mutationFn: async () => {
      if (session.savedStep < 2) await session.saveStep(2);
      goToStep(3);
    },
    onError: (error) =>
      session.notify.error(
        onboardingMessageText(i18n, error instanceof ApiError ? error.message : FALLBACK_MESSAGES.anError),
      ),
  });

  return (
    <form
      className="form onboarding-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next.mutate();
      }}
    >
      <fieldset className="field-group" aria-describedby={counterId}>
        <legend className="visually-hidden">{t`Your goals`}</legend>
        <div className="goal-grid">
          {GOALS.map((goal) => {
            const checked = goals.includes(goal);
            return (
              <label key={goal} className="goal-option" data-checked={checked || undefined}>
                <input
                  type="checkbox"
                  name="goals"
                  value={goal}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => setGoals(toggleGoal(onboardingStore.goals, goal))}
                />
                <span>{i18n._(goalText[goal])}</span>
              </label>
            );
          })}
        </div>
        <p id={counterId} className="goal-counter" role="status" aria-live="polite">
          {t`${count} selected (max 3)`}
        </p>
      </fieldset>
      <div className="step-actions">
        <button type="button" className="button button-secondary" onClick={() => goToStep(1)}>
          {t`Back`}
        </button>
        <button type="submit" className="button" disabled={next.isPending} aria-busy={next.isPending || undefined}>
          {next.isPending ? t`Processing...` : t`Next`}
        </button>
      </div>
    </form>
  );
}
