/**
 * The words of the CRM calls' answers, in users' words (field names stay in the code). The "Failed to …" ones are
 * spec §8's fallback toasts, word for word.
 */
export const crmMessages = {
  // spec §8
  createLeadFailed: 'Failed to create lead',
  updateLeadFailed: 'Failed to update lead',
  createContactFailed: 'Failed to create contact',
  updateContactFailed: 'Failed to update contact',
  fetchAccountFailed: 'Failed to fetch account',
  // ours
  fetchLeadsFailed: 'Failed to fetch leads',
  fetchContactsFailed: 'Failed to fetch contacts',
  attachFailed: 'Failed to attach contact to account',
  notYourLead: 'You can only create, read or update your own lead',
  notYourRecords: 'You can only read your own records.',
  notYourContact: 'You can only change your own contact and the family members you added',
  linkNotYourContact: 'Family members can only be linked to your own contact',
  familyCarriesUserId: 'A family member cannot be saved with an account of their own.',
  notYourAccount: "You can only use your own company's account",
  partnerNeedsLink: 'A partner must be linked to your own profile.',
  childNeedsLink: 'A child must be linked to your own profile.',
  linkMismatch: 'This family member is linked to you in the wrong way. Please reload and try again.',
  selfHasNoLink: 'Your own profile cannot be linked as a partner or a child.',
  familyNeedsKey: 'A family member needs an email, or a first name, a last name and a date of birth.',
  leadNotFound: 'Lead not found',
  contactNotFound: 'Contact not found',
  accountNotFound: 'Account not found',
} as const;

/** Where a new lead starts (spec §3, §4): the server sets it, whatever the client sends. */
export const INITIAL_LEAD_STATUS = 'Not Qualified';
