import {
  ageFromParts,
  type CalendarDate,
  type FamilyMemberProblems,
  familyMemberProblems,
  inviteStatus,
  isFamilyMemberStarted,
  isInviteEligible,
} from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OnboardingSession } from '../onboarding-session';
import {
  addChildFromDraft,
  type Failure,
  goToStep,
  type MemberDraft,
  onboardingStore,
  removeChild,
  setChildDraftValue,
  setSpouseValue,
} from '../onboarding-store';
import { failedItemText, inviteStatusText, onboardingMessageText } from '../onboarding-text';
import { useFinishOnboarding } from '../use-finish-onboarding';
import { isKnownUnderInviteAge, MemberFields } from './member-fields';

const hasProblems = (problems: FamilyMemberProblems) => Object.values(problems).some(Boolean);

/**
 * Step 3 (spec section 2): spouse section, children section (list, remove, add a child), Back, Skip, Save.
 * Save and Skip finish onboarding; after a partial failure Save reads Retry and redoes only what failed.
 */
export function FamilyStep({ session }: { session: OnboardingSession }) {
  const { t } = useLingui();
  const state = useSnapshot(onboardingStore, { sync: true });
  const today = session.today();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [attempted, setAttempted] = useState(false);
  const [childAttempted, setChildAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const finish = useFinishOnboarding(session);
  const busy = finish.isPending || state.isFinishing;
  const showChildren = state.profile.hasChildren === 'yes';
  const spouseStarted = isFamilyMemberStarted(state.spouse);
  const draftStarted = isFamilyMemberStarted(state.childDraft);

  const spouseErrors = attempted && spouseStarted ? familyMemberProblems(state.spouse, 'partner', today) : {};
  // "Add child" checks the form even when empty; Save checks it only when it was started.
  const draftErrors =
    childAttempted || (attempted && draftStarted) ? familyMemberProblems(state.childDraft, 'child', today) : {};

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (state.failures.length > 0) summaryRef.current?.focus();
  }, [state.failures]);

  const addChild = () => {
    setChildAttempted(true);
    const draft = onboardingStore.childDraft;
    if (hasProblems(familyMemberProblems(draft, 'child', today))) {
      setFocusRequest((count) => count + 1);
      return;
    }
    addChildFromDraft(!isKnownUnderInviteAge(draft, today));
    setChildAttempted(false);
  };

  const save = () => {
    setAttempted(true);
    const spouse = onboardingStore.spouse;
    const draft = onboardingStore.childDraft;
    const spouseBad = isFamilyMemberStarted(spouse) && hasProblems(familyMemberProblems(spouse, 'partner', today));
    const draftOn = showChildren && isFamilyMemberStarted(draft);
    const draftBad = draftOn && hasProblems(familyMemberProblems(draft, 'child', today));
    if (spouseBad || draftBad) {
      setFocusRequest((count) => count + 1);
      return;
    }
    // A child filled in but not yet added is added, rather than silently dropped.
    if (draftOn) addChildFromDraft(!isKnownUnderInviteAge(draft, today));
    setAttempted(false);
    finish.mutate(true);
  };

  const retry = state.failures.length > 0;

  return (
    <form
      ref={formRef}
      className="form onboarding-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {retry ? <ErrorSummary failures={state.failures} summaryRef={summaryRef} /> : null}

      <fieldset className="form-section">
        <legend className="form-section-title">{t`Spouse or partner`}</legend>
        <MemberFields
          who="spouse"
          member={state.spouse}
          errors={spouseErrors}
          today={today}
          onChange={(name, value) => setSpouseValue(name, value)}
        />
      </fieldset>

      {showChildren ? (
        <fieldset className="form-section">
          <legend className="form-section-title">{t`Children`}</legend>
          {state.children.length > 0 ? (
            <ul className="member-list" aria-label={t`Added children`}>
              {state.children.map((child) => (
                <ChildItem
                  key={child.id}
                  child={child}
                  today={today}
                  inviteMailed={Boolean(state.progress.members[child.id]?.inviteMailed)}
                  onRemove={() => removeChild(child.id)}
                  disabled={busy}
                />
              ))}
            </ul>
          ) : (
            <p className="form-hint">{t`No children added yet.`}</p>
          )}
          <fieldset className="add-child">
            <legend className="add-child-title">{t`Add a child`}</legend>
            <MemberFields
              who="child"
              member={state.childDraft}
              errors={draftErrors}
              today={today}
              onChange={(name, value) => setChildDraftValue(name, value)}
            />
            <button type="button" className="button button-secondary" onClick={addChild} disabled={busy}>
              {t`Add child`}
            </button>
          </fieldset>
        </fieldset>
      ) : null}

      <p className="form-status" role="status" aria-live="polite">
        {state.isSendingEmail ? t`Sending invitations...` : busy ? t`Saving...` : ''}
      </p>

      <div className="step-actions">
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => goToStep(2)}>
          {t`Back`}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => finish.mutate(false)}>
          {t`Skip`}
        </button>
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t`Processing...` : retry ? t`Retry` : t`Save`}
        </button>
      </div>
    </form>
  );
}

function ChildItem({
  child,
  today,
  inviteMailed,
  onRemove,
  disabled,
}: {
  child: Readonly<MemberDraft>;
  today: CalendarDate;
  inviteMailed: boolean;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { i18n, t } = useLingui();
  const name = `${child.firstName} ${child.lastName}`.trim();
  const age = ageFromParts(child, today) ?? 0;
  const status = inviteStatus(child.createChildAccount, isInviteEligible(child, today));
  const statusText = status === 'Invite sent' && !inviteMailed ? t`Will be invited` : i18n._(inviteStatusText[status]);
  return (
    <li className="member-item">
      <div>
        <p className="member-name">{name}</p>
        <p className="member-meta">
          {t`${age} years old`} · {statusText}
        </p>
      </div>
      <button
        type="button"
        className="button-link"
        disabled={disabled}
        aria-label={t`Remove ${name}`}
        onClick={onRemove}
      >
        {t`Remove`}
      </button>
    </li>
  );
}

function ErrorSummary({
  failures,
  summaryRef,
}: {
  failures: readonly Readonly<Failure>[];
  summaryRef: React.RefObject<HTMLDivElement | null>;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <div ref={summaryRef} className="error-summary" role="alert" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="error-summary-title">
        <Trans>Some things could not be saved</Trans>
      </h2>
      <p>
        <Trans>What worked is kept. Retry to finish the rest.</Trans>
      </p>
      <ul>
        {failures.map((failure, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, replaced as a whole.
          <li key={index}>
            <strong>
              {i18n._(failedItemText[failure.item])}
              {failure.who ? ` (${failure.who})` : ''}
            </strong>
            : {onboardingMessageText(i18n, failure.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}
