import {
  birthDateProblem,
  type CalendarDate,
  countryProblem,
  GENDERS,
  MARITAL_STATUSES,
  nameProblem,
  onboardingMessages,
} from '@kinwell/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { FieldError } from '../../../components/forms/field-error';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { ApiError } from '../../../lib/api-client';
import { countryOptions } from '../countries';
import { FALLBACK_MESSAGES } from '../finish-onboarding';
import type { OnboardingSession } from '../onboarding-session';
import { goToStep, onboardingStore, type ProfileDraft, setProfileValue } from '../onboarding-store';
import { genderText, maritalStatusText, onboardingMessageText } from '../onboarding-text';
import { useStepForm } from '../use-step-form';
import { BirthDateField } from './birth-date-field';
import { PersonalEmailPanel } from './personal-email-panel';

type WelcomeErrors = Partial<
  Record<'firstName' | 'lastName' | 'birthDate' | 'country' | 'gender' | 'maritalStatus' | 'hasChildren', string>
>;

export function welcomeProblems(profile: ProfileDraft, today: CalendarDate): WelcomeErrors {
  const errors: WelcomeErrors = {
    firstName: nameProblem(profile.firstName, 'first'),
    lastName: nameProblem(profile.lastName, 'last'),
    birthDate: birthDateProblem(profile, today),
    country: countryProblem(profile.country),
    gender: profile.gender ? undefined : onboardingMessages.genderRequired,
    maritalStatus: profile.maritalStatus ? undefined : onboardingMessages.maritalStatusRequired,
    hasChildren: profile.hasChildren ? undefined : onboardingMessages.hasChildrenRequired,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem));
}

/** Step 1 (spec section 2): the profile. Next stores step 1 and goes to the goals. */
export function WelcomeStep({ session }: { session: OnboardingSession }) {
  const { i18n, t } = useLingui();
  const { profile } = useSnapshot(onboardingStore, { sync: true });
  const today = session.today();
  const form = useStepForm(() => welcomeProblems(onboardingStore.profile, today));
  const text = (message: string | undefined) => message && onboardingMessageText(i18n, message);
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  // Spec section 5: a country other than the US is refused as soon as it is chosen.
  const countryError = form.errors.country ?? (profile.country ? countryProblem(profile.country) : undefined);

  const next = useMutation({
    mutationFn: async () => {
      if (session.savedStep < 1) await session.saveStep(1);
      goToStep(2);
    },
    onError: (error) =>
      session.notify.error(
        onboardingMessageText(i18n, error instanceof ApiError ? error.message : FALLBACK_MESSAGES.anError),
      ),
  });

  const set =
    <Name extends keyof ProfileDraft>(name: Name) =>
    (value: ProfileDraft[Name]) =>
      setProfileValue(name, value);

  return (
    <>
      <PersonalEmailPanel
        companyEmail={session.email}
        {...(session.personalEmail ? { remembered: session.personalEmail } : {})}
      />
      <form
        ref={form.formRef}
        className="form onboarding-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.check()) next.mutate();
        }}
      >
        <div className="form-grid">
          <TextField
            label={t`First name`}
            name="firstName"
            autoComplete="given-name"
            value={profile.firstName}
            onValueChange={set('firstName')}
            error={text(form.errors.firstName)}
          />
          <TextField
            label={t`Last name`}
            name="lastName"
            autoComplete="family-name"
            value={profile.lastName}
            onValueChange={set('lastName')}
            error={text(form.errors.lastName)}
          />
        </div>
        <BirthDateField
          legend={t`Date of birth`}
          value={profile}
          thisYear={today.year}
          onChange={(name, value) => setProfileValue(name, value)}
          error={text(form.errors.birthDate)}
        />
        <SelectField
          label={t`Country`}
          name="country"
          autoComplete="country"
          value={profile.country}
          options={countries}
          placeholder={t`Select your country`}
          onValueChange={set('country')}
          error={text(countryError)}
        />
        <div className="form-grid">
          <SelectField
            label={t`Gender`}
            name="gender"
            value={profile.gender}
            options={GENDERS.map((gender) => ({ value: gender, label: i18n._(genderText[gender]) }))}
            placeholder={t`Select`}
            onValueChange={set('gender')}
            error={text(form.errors.gender)}
          />
          <SelectField
            label={t`Marital status`}
            name="maritalStatus"
            value={profile.maritalStatus}
            options={MARITAL_STATUSES.map((status) => ({ value: status, label: i18n._(maritalStatusText[status]) }))}
            placeholder={t`Select`}
            onValueChange={set('maritalStatus')}
            error={text(form.errors.maritalStatus)}
          />
        </div>
        <YesNoField
          legend={t`Do you have children?`}
          value={profile.hasChildren}
          onChange={set('hasChildren')}
          error={text(form.errors.hasChildren)}
        />
        <SubmitButton pending={next.isPending}>{t`Next`}</SubmitButton>
      </form>
    </>
  );
}

function YesNoField({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: '' | 'yes' | 'no';
  onChange: (value: 'yes' | 'no') => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const errorId = 'has-children-error';
  const option = (choice: 'yes' | 'no', label: string) => (
    <label className="choice">
      <input
        type="radio"
        name="hasChildren"
        value={choice}
        checked={value === choice}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={() => onChange(choice)}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="field-group">
      <legend className="field-label">{legend}</legend>
      <div className="choices">
        {option('yes', t`Yes`)}
        {option('no', t`No`)}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
