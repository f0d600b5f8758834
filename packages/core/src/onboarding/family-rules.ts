import { ageFromParts, type BirthDateParts, birthDateProblem, type CalendarDate } from './birth-date';
import { type InviteStatus, inviteStatuses, onboardingMessages } from './onboarding-messages';
import { nameProblem } from './person-name';

/** Spec §9. */
export const PARTNER_MIN_AGE = 18;
export const INVITE_MIN_AGE = 13;
export const MAX_GOALS = 3;
export const ALLOWED_COUNTRY = 'US';

/** Spec §5: only the US is served. */
export function countryProblem(country: string): string | undefined {
  if (country.trim() === '') return onboardingMessages.countryRequired;
  return country.trim().toUpperCase() === ALLOWED_COUNTRY ? undefined : onboardingMessages.countryNotServed;
}

/** Spec §5: at most 3 goals. */
export function goalsProblem(goals: readonly string[]): string | undefined {
  return new Set(goals).size > MAX_GOALS ? onboardingMessages.tooManyGoals : undefined;
}

/** Adds or removes a goal; a fourth is refused (the list is returned unchanged). */
export function toggleGoal<Goal extends string>(goals: readonly Goal[], goal: Goal): Goal[] {
  if (goals.includes(goal)) return goals.filter((chosen) => chosen !== goal);
  return goals.length >= MAX_GOALS ? [...goals] : [...goals, goal];
}

/** Spec §5: a partner must be 18 or older. Undefined while the date is not complete (another rule asks for it). */
export function partnerAgeProblem(birth: BirthDateParts, today: CalendarDate): string | undefined {
  const age = ageFromParts(birth, today);
  return age !== undefined && age < PARTNER_MIN_AGE ? onboardingMessages.partnerTooYoung : undefined;
}

/** Spec §5: invited family members must be 13 or older, by their date of birth. */
export function isInviteEligible(birth: BirthDateParts, today: CalendarDate): boolean {
  const age = ageFromParts(birth, today);
  return age !== undefined && age >= INVITE_MIN_AGE;
}

/** Spec §3: the contact's invite status. Under 13 is never invited, whatever was asked. */
export function inviteStatus(wantsInvite: boolean, eligible: boolean): InviteStatus {
  if (!eligible) return inviteStatuses.notEligible;
  return wantsInvite ? inviteStatuses.sent : inviteStatuses.notSent;
}

/** Whether an invitation goes out: asked for and eligible. */
export const shouldInvite = (wantsInvite: boolean, eligible: boolean) => wantsInvite && eligible;

/** A spouse or child as the family step collects them (spec §3 "Family member"). */
export interface FamilyMemberInput extends BirthDateParts {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  /** The invite flag (a checkbox). */
  createChildAccount: boolean;
}

export type FamilyMemberField = 'firstName' | 'lastName' | 'email' | 'gender' | 'birthDate';
export type FamilyMemberProblems = Partial<Record<FamilyMemberField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec §5 "Child entry": first and last name required, gender chosen, full date of birth required (a real
 * date, not in the future). An email is optional, but needed, and well formed, for an invitation.
 * A partner must also be 18 or older.
 */
export function familyMemberProblems(
  member: FamilyMemberInput,
  relation: 'partner' | 'child',
  today: CalendarDate,
): FamilyMemberProblems {
  const problems: FamilyMemberProblems = {};
  const first = nameProblem(member.firstName, 'first');
  const last = nameProblem(member.lastName, 'last');
  if (first) problems.firstName = first;
  if (last) problems.lastName = last;
  if (member.gender.trim() === '') problems.gender = onboardingMessages.genderRequired;
  const birth =
    birthDateProblem(member, today) ?? (relation === 'partner' ? partnerAgeProblem(member, today) : undefined);
  if (birth) problems.birthDate = birth;
  const email = member.email.trim();
  const invited = shouldInvite(member.createChildAccount, isInviteEligible(member, today));
  if (email !== '' && !EMAIL.test(email)) problems.email = onboardingMessages.invalidEmail;
  else if (email === '' && invited) problems.email = onboardingMessages.inviteEmailRequired;
  return problems;
}

/** Whether the user started filling in a member (an untouched spouse section is no spouse). */
export function isFamilyMemberStarted(member: FamilyMemberInput): boolean {
  return [
    member.firstName,
    member.lastName,
    member.email,
    member.gender,
    member.birthYear,
    member.birthMonth,
    member.birthDay,
  ].some((value) => String(value).trim() !== '');
}
