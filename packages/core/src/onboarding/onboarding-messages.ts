/**
 * The words of the onboarding rules. Spec §5 quotes most of them; they are kept word for word. The rest
 * (required selections, impossible dates) are ours, in the same voice.
 */
export const onboardingMessages = {
  // spec §5
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameInvalid: 'First name should be 2-50 characters and contain only letters, apostrophes and hyphens',
  lastNameInvalid: 'Last name should be 2-50 characters and contain only letters, apostrophes and hyphens',
  countryNotServed: 'Unfortunately, this service is not available in your country at the moment',
  partnerTooYoung: 'Partner must be 18 years or older to use this app. Please confirm partner age to continue.',
  // ours
  birthDateRequired: 'Date of birth is required',
  birthDateInvalid: 'Please enter a real date of birth',
  birthDateInFuture: 'Date of birth cannot be in the future',
  genderRequired: 'Please choose a gender',
  maritalStatusRequired: 'Please choose a marital status',
  countryRequired: 'Please choose a country',
  hasChildrenRequired: 'Please answer whether you have children',
  tooManyGoals: 'You can choose up to 3 goals',
  inviteEmailRequired: 'Email is required to send an invite',
  invalidEmail: 'Invalid email format',
} as const;

export type OnboardingMessage = (typeof onboardingMessages)[keyof typeof onboardingMessages];

/** Spec §3: the invite status stored on a family member's contact. */
export const inviteStatuses = {
  sent: 'Invite sent',
  notSent: 'Invite Not Sent',
  notEligible: 'Invite not sent (<13 not eligible)',
} as const;

export type InviteStatus = (typeof inviteStatuses)[keyof typeof inviteStatuses];
