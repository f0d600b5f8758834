import {
  ageFromParts,
  type CalendarDate,
  type FamilyMemberProblems,
  GENDERS,
  INVITE_MIN_AGE,
  isInviteEligible,
} from '@kinwell/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { EmailField } from '../../../components/forms/email-field';
import { SelectField } from '../../../components/forms/select-field';
import { TextField } from '../../../components/forms/text-field';
import type { MemberDraft } from '../onboarding-store';
import { genderText, onboardingMessageText } from '../onboarding-text';
import { BirthDateField } from './birth-date-field';

interface MemberFieldsProps {
  member: Readonly<MemberDraft>;
  onChange: <Name extends keyof MemberDraft>(name: Name, value: MemberDraft[Name]) => void;
  errors: FamilyMemberProblems;
  today: CalendarDate;
  /** Names the fields for assistive technology when several members are on screen ("Spouse first name"). */
  who: 'spouse' | 'child';
}

/** Whether the member's date of birth is known to be under the invite age (the invite is then disabled). */
export function isKnownUnderInviteAge(member: Readonly<MemberDraft>, today: CalendarDate): boolean {
  const age = ageFromParts(member, today);
  return age !== undefined && age < INVITE_MIN_AGE;
}

/** A spouse's or child's fields (spec section 3 "Family member"), with the invite checkbox. */
export function MemberFields({ member, onChange, errors, today, who }: MemberFieldsProps) {
  const { i18n, t } = useLingui();
  const text = (message: string | undefined) => message && onboardingMessageText(i18n, message);
  const tooYoung = isKnownUnderInviteAge(member, today);
  // Invitations are for 13 and over (core's rule): nothing to tick until a birth date shows it.
  const canInvite = isInviteEligible(member, today);
  const { createChildAccount } = member;
  useEffect(() => {
    if (!canInvite && createChildAccount) onChange('createChildAccount', false);
  }, [canInvite, createChildAccount, onChange]);
  return (
    <>
      <div className="form-grid">
        <TextField
          label={who === 'spouse' ? t`Spouse's first name` : t`Child's first name`}
          name={`${who}-firstName`}
          autoComplete="off"
          value={member.firstName}
          onValueChange={(value) => onChange('firstName', value)}
          error={text(errors.firstName)}
        />
        <TextField
          label={who === 'spouse' ? t`Spouse's last name` : t`Child's last name`}
          name={`${who}-lastName`}
          autoComplete="off"
          value={member.lastName}
          onValueChange={(value) => onChange('lastName', value)}
          error={text(errors.lastName)}
        />
      </div>
      <EmailField
        label={who === 'spouse' ? t`Spouse's email` : t`Child's email (optional)`}
        description={t`Needed to send an invitation.`}
        name={`${who}-email`}
        autoComplete="off"
        value={member.email}
        onValueChange={(value) => onChange('email', value)}
        error={text(errors.email)}
      />
      <SelectField
        label={who === 'spouse' ? t`Spouse's gender` : t`Child's gender`}
        name={`${who}-gender`}
        value={member.gender}
        options={GENDERS.map((gender) => ({ value: gender, label: i18n._(genderText[gender]) }))}
        placeholder={t`Select`}
        onValueChange={(value) => onChange('gender', value)}
        error={text(errors.gender)}
      />
      <BirthDateField
        legend={who === 'spouse' ? t`Spouse's date of birth` : t`Child's date of birth`}
        value={member}
        thisYear={today.year}
        onChange={(name, value) => onChange(name, value)}
        error={text(errors.birthDate)}
      />
      <CheckboxField
        label={t`Invite to create an account`}
        name={`${who}-invite`}
        checked={member.createChildAccount && canInvite}
        disabled={!canInvite}
        description={
          tooYoung
            ? t`Invite not sent (<13 not eligible)`
            : canInvite
              ? undefined
              : t`Enter the date of birth first: invitations are for people aged 13 or older.`
        }
        onCheckedChange={(checked) => onChange('createChildAccount', checked)}
      />
    </>
  );
}
