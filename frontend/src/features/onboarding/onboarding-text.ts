import {
  authMessages,
  type Gender,
  type Goal,
  type InviteStatus,
  type MaritalStatus,
  onboardingMessages,
} from '@kinwell/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FALLBACK_MESSAGES } from './finish-onboarding';
import type { FailedItem } from './onboarding-store';

/**
 * The words of core's onboarding rules and spec section 8's toasts, as catalog entries. The English must stay
 * word for word the same as the source (a test checks it): the text a user reads is looked up by it.
 */
const RULE_TEXT: Record<keyof typeof onboardingMessages, MessageDescriptor> = {
  firstNameRequired: msg`First name is required`,
  lastNameRequired: msg`Last name is required`,
  firstNameInvalid: msg`First name should be 2-50 characters and contain only letters, apostrophes and hyphens`,
  lastNameInvalid: msg`Last name should be 2-50 characters and contain only letters, apostrophes and hyphens`,
  countryNotServed: msg`Unfortunately, this service is not available in your country at the moment`,
  partnerTooYoung: msg`Partner must be 18 years or older to use this app. Please confirm partner age to continue.`,
  birthDateRequired: msg`Date of birth is required`,
  birthDateInvalid: msg`Please enter a real date of birth`,
  birthDateInFuture: msg`Date of birth cannot be in the future`,
  genderRequired: msg`Please choose a gender`,
  maritalStatusRequired: msg`Please choose a marital status`,
  countryRequired: msg`Please choose a country`,
  hasChildrenRequired: msg`Please answer whether you have children`,
  tooManyGoals: msg`You can choose up to 3 goals`,
  inviteEmailRequired: msg`Email is required to send an invite`,
  invalidEmail: msg`Invalid email format`,
};

const TOAST_TEXT: Record<keyof typeof FALLBACK_MESSAGES, MessageDescriptor> = {
  failedCreateLead: msg`Failed to create lead`,
  failedUpdateLead: msg`Failed to update lead`,
  failedCreateContact: msg`Failed to create contact`,
  failedUpdateContact: msg`Failed to update contact`,
  failedFetchAccount: msg`Failed to fetch account`,
  anError: msg`An error occurred`,
};

const OTHER_TEXT: Record<string, MessageDescriptor> = {
  [authMessages.emailNotFound]: msg`Email not found`,
  [authMessages.onboardingUpdateFailed]: msg`Error when updating onboarding status`,
  [authMessages.sessionExpired]: msg`Your session has expired. Please log in again.`,
  [authMessages.tooManyAttempts]: msg`Too many attempts. Please wait a few minutes and try again.`,
};

const byEnglish = new Map<string, MessageDescriptor>([
  ...(Object.keys(RULE_TEXT) as (keyof typeof onboardingMessages)[]).map(
    (key) => [onboardingMessages[key], RULE_TEXT[key]] as const,
  ),
  ...(Object.keys(TOAST_TEXT) as (keyof typeof FALLBACK_MESSAGES)[]).map(
    (key) => [FALLBACK_MESSAGES[key], TOAST_TEXT[key]] as const,
  ),
  ...Object.entries(OTHER_TEXT),
]);

/** A rule's or the server's message in the user's language; unknown messages are shown as they are. */
export function onboardingMessageText(i18n: I18n, message: string): string {
  const descriptor = byEnglish.get(message);
  return descriptor ? i18n._(descriptor) : message;
}

export const goalText: Record<Goal, MessageDescriptor> = {
  depression: msg`Depression`,
  'couple relationship': msg`Couple relationship`,
  burnout: msg`Burnout`,
  anxiety: msg`Anxiety`,
  'parents and children': msg`Parents and children`,
  'work productivity': msg`Work productivity`,
};

export const genderText: Record<Gender, MessageDescriptor> = {
  Male: msg`Male`,
  Female: msg`Female`,
  'Prefer not to say': msg({ id: 'gender.preferNotToSay', message: 'Prefer not to say' }),
};

export const maritalStatusText: Record<MaritalStatus, MessageDescriptor> = {
  Single: msg`Single`,
  Married: msg`Married`,
  Divorced: msg`Divorced`,
  Separated: msg`Separated`,
  Widowed: msg`Widowed`,
  'Domestic Partnership': msg`Domestic Partnership`,
  'Significant Other': msg`Significant Other`,
  'In Divorce Process': msg`In Divorce Process`,
  'Prefer not to say': msg({ id: 'marital.preferNotToSay', message: 'Prefer not to say' }),
};

/** What each failed item is, for the error summary. */
export const failedItemText: Record<FailedItem, MessageDescriptor> = {
  account: msg`Your company account`,
  lead: msg`Your profile record`,
  contact: msg`Your contact record`,
  attach: msg`Linking your contact to your company`,
  'member-contact': msg`Family member record`,
  'member-invite': msg`Invitation record`,
  'member-mail': msg`Invitation email`,
  welcome: msg`Welcome email`,
  progress: msg`Saving your progress`,
};

/** Tests only. */
export const onboardingMessageDescriptors = { RULE_TEXT, TOAST_TEXT };

/** Spec section 3's invite statuses. */
export const inviteStatusText: Record<InviteStatus, MessageDescriptor> = {
  'Invite sent': msg`Invite sent`,
  'Invite Not Sent': msg`Invite Not Sent`,
  'Invite not sent (<13 not eligible)': msg`Invite not sent (<13 not eligible)`,
};
