/**
 * The choices of the onboarding wizard (spec §4), in the spec's order and words: the values the app offers and
 * the CRM stores (Zoho picklists). The API's schemas (@kinwell/contracts) accept exactly these.
 */
export const GOALS = [
  'depression',
  'couple relationship',
  'burnout',
  'anxiety',
  'parents and children',
  'work productivity',
] as const;
export type Goal = (typeof GOALS)[number];

export const GENDERS = ['Male', 'Female', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = [
  'Single',
  'Married',
  'Divorced',
  'Separated',
  'Widowed',
  'Domestic Partnership',
  'Significant Other',
  'In Divorce Process',
  'Prefer not to say',
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
