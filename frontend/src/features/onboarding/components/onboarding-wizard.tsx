import type { OnboardingScreenType, TextBlock } from '@kinwell/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OnboardingSession } from '../onboarding-session';
import { onboardingStore, openOnboarding, type WizardStep } from '../onboarding-store';
import { ExitGuard } from './exit-guard';
import { FamilyStep } from './family-step';
import { GoalsStep } from './goals-step';
import { WelcomeStep } from './welcome-step';
import '../onboarding.css';

const SCREEN: Record<WizardStep, OnboardingScreenType> = { 1: 'step1', 2: 'step2', 3: 'step3' };

/** The text blocks the wizard shows (spec section 3), handed in by the route. */
export const ONBOARDING_SCREENS = [
  'step1',
  'step2',
  'step3',
  'abandonModal',
] as const satisfies readonly OnboardingScreenType[];
export type OnboardingTextBlocks = Record<OnboardingScreenType, TextBlock>;

interface OnboardingWizardProps {
  session: OnboardingSession;
  isLoggedIn: boolean;
  /** Read at navigation time: true when leaving needs no confirmation (onboarded, step 3 stored, logged out). */
  canLeave: () => boolean;
  /** Each step's text block and the exit modal's, in the current language. */
  textBlocks: OnboardingTextBlocks;
}

/** Spec section 2's three onboarding steps, with the exit guard of section 4. */
export function OnboardingWizard({ session, isLoggedIn, canLeave, textBlocks }: OnboardingWizardProps) {
  const [ready, setReady] = useState(onboardingStore.owner === session.userId);
  useLayoutEffect(() => {
    openOnboarding(session.userId);
    setReady(true);
  }, [session.userId]);

  return (
    <>
      {ready ? <Wizard session={session} textBlocks={textBlocks} /> : null}
      <ExitGuard isLoggedIn={isLoggedIn} canLeave={canLeave} block={textBlocks.abandonModal} />
    </>
  );
}

function Wizard({ session, textBlocks }: { session: OnboardingSession; textBlocks: OnboardingTextBlocks }) {
  const { t } = useLingui();
  const { step } = useSnapshot(onboardingStore);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const block = textBlocks[SCREEN[step]];

  // A new step: the focus goes to its heading, so keyboard and screen reader users start at the top.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, [step]);

  return (
    <section className="onboarding auth-screen" aria-labelledby={headingId}>
      <p className="step-indicator">{t`Step ${step} of 3`}</p>
      <ol className="step-progress" aria-hidden="true">
        {([1, 2, 3] as const).map((number) => (
          <li key={number} data-state={number < step ? 'done' : number === step ? 'current' : 'todo'} />
        ))}
      </ol>
      <h1 id={headingId} ref={headingRef} tabIndex={-1}>
        {block.title}
      </h1>
      <p className="page-lead">{block.subtitle}</p>
      {block.body?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {step === 1 ? <WelcomeStep session={session} /> : null}
      {step === 2 ? <GoalsStep session={session} /> : null}
      {step === 3 ? <FamilyStep session={session} /> : null}
    </section>
  );
}
