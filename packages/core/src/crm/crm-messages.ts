/** The words of the CRM calls' answers. The "Failed to …" ones are spec §8's fallback toasts, word for word. */
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
  notYourRecords: 'You can only read your own records: use your own email and user id',
  notYourContact: 'You can only change your own contact and the family members you added',
  linkNotYourContact: 'Family members can only be linked to your own contact',
  familyCarriesUserId: 'A family member contact cannot carry a user id',
  notYourAccount: "You can only use your own company's account",
  partnerNeedsLink: 'A partner contact needs Partner_Contact: the id of your own contact',
  childNeedsLink: 'A child contact needs Parent: the id of your own contact',
  linkMismatch: 'Partners link with Partner_Contact and children with Parent',
  selfHasNoLink: 'Your own contact cannot link to a partner or parent',
  familyNeedsKey: 'A family member needs an email, or a first name, last name and Date_of_Birth',
  leadNotFound: 'Lead not found',
  contactNotFound: 'Contact not found',
  accountNotFound: 'Account not found',
} as const;

/** Where a new lead starts (spec §3, §4): the server sets it, whatever the client sends. */
export const INITIAL_LEAD_STATUS = 'Not Qualified';
