import {
  type CalendarDate,
  DEFAULT_BRAND_COLORS,
  emailDomain,
  type Gender,
  type Goal,
  INVITE_DEFAULT_COMPANY_ID,
  inviteStatus,
  isInviteEligible,
  isoBirthDate,
  type MaritalStatus,
  normalizeEmail,
  PLATFORM_NAME,
  shouldInvite,
} from '@kinwell/core';
import { ApiError } from '../../lib/api-client';
import type { ContactData, LeadData, OnboardingApi } from './onboarding-api';
import type { CompanyInfo, FailedItem, Failure, FinishProgress, MemberDraft, ProfileDraft } from './onboarding-store';

/** Spec section 8's fallback toasts, by what failed. */
export const FALLBACK_MESSAGES = {
  failedCreateLead: 'Failed to create lead',
  failedUpdateLead: 'Failed to update lead',
  failedCreateContact: 'Failed to create contact',
  failedUpdateContact: 'Failed to update contact',
  failedFetchAccount: 'Failed to fetch account',
  anError: 'An error occurred',
} as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface FamilyMember {
  relation: 'partner' | 'child';
  draft: MemberDraft;
}

export interface FinishInput {
  /** The company email the user signs in with. */
  email: string;
  userId: string;
  personalEmail?: string | undefined;
  profile: ProfileDraft;
  goals: readonly Goal[];
  /** Empty when the user skips the family step. */
  family: readonly FamilyMember[];
  /** `location.origin`: links and images in the mails point here. */
  origin: string;
  today: CalendarDate;
  /** The domain of the product's default company, when it has one (no lookup for it). */
  defaultCompanyDomain?: string | undefined;
}

export interface FinishHooks {
  /** Where progress is kept (the persisted store): each success is written at once. */
  progress: FinishProgress;
  /** Spec section 4's email-sending flag. */
  setSendingEmail(sending: boolean): void;
}

/** Thrown inside a step; carries what failed and the words to show. */
class StepFailure extends Error {
  constructor(
    readonly item: FailedItem,
    message: string,
    readonly who?: string,
  ) {
    super(message);
  }
}

/**
 * The server's message when Kinwell answered (with a code: its words are the catalog's, in the user's language),
 * else the spec's fallback for this call (a gateway's or a proxy's answer, offline).
 */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code ? error.message : fallback;
}

/**
 * Spec section 8: an invitation's failure shows the server's message (in the user's language); anything else (a
 * browser's "Failed to fetch" when offline) the generic words, never a developer's.
 */
function invitationMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : FALLBACK_MESSAGES.anError;
}

const fullName = (first: string, last: string) => `${first.trim()} ${last.trim()}`.trim();

export function leadDataOf(input: FinishInput, company: CompanyInfo): LeadData {
  const { profile } = input;
  const dateOfBirth = isoBirthDate(profile);
  const companyName = company.companyName ?? company.accountName;
  return {
    ...(companyName ? { Company: companyName } : {}),
    Email: normalizeEmail(input.email),
    ...(profile.gender ? { Gender: profile.gender as Gender } : {}),
    User_ID: input.userId,
    Country: profile.country,
    Goals: [...input.goals],
    ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
    ...(profile.maritalStatus ? { Marital_Status: profile.maritalStatus as MaritalStatus } : {}),
    First_Name: profile.firstName.trim(),
    Last_Name: profile.lastName.trim(),
    Full_Name: fullName(profile.firstName, profile.lastName),
    ...(input.personalEmail ? { Personal_Email: normalizeEmail(input.personalEmail) } : {}),
  };
}

export function contactDataOf(input: FinishInput, company: CompanyInfo): ContactData {
  const { Goals: _goals, ...lead } = leadDataOf(input, company);
  return {
    ...lead,
    hasChildren: input.profile.hasChildren === 'yes',
    ...(company.accountId
      ? { Account_Name: { id: company.accountId, ...(company.accountName ? { name: company.accountName } : {}) } }
      : {}),
  };
}

export function familyContactOf(
  member: FamilyMember,
  userContactId: string,
  company: CompanyInfo,
  today: CalendarDate,
): ContactData {
  const { draft, relation } = member;
  const dateOfBirth = isoBirthDate(draft);
  const email = normalizeEmail(draft.email);
  return {
    First_Name: draft.firstName.trim(),
    Last_Name: draft.lastName.trim(),
    Full_Name: fullName(draft.firstName, draft.lastName),
    ...(email ? { Email: email } : {}),
    ...(dateOfBirth ? { Date_of_Birth: dateOfBirth } : {}),
    ...(draft.gender ? { Gender: draft.gender as Gender } : {}),
    Contact_Type: relation === 'partner' ? 'Partner' : 'Child',
    Contact_Status: inviteStatus(draft.createChildAccount, isInviteEligible(draft, today)),
    ...(company.accountId
      ? { Account_Name: { id: company.accountId, ...(company.accountName ? { name: company.accountName } : {}) } }
      : {}),
    ...(relation === 'partner' ? { Partner_Contact: userContactId } : { Parent: userContactId }),
  };
}

/** Spec section 7: the sign-up link carries the company's brand id, except for the default company. */
export function activationLink(origin: string, company: CompanyInfo): string {
  return company.companyId ? `${origin}/signup?${new URLSearchParams({ bid: company.companyId })}` : `${origin}/signup`;
}

function brandOf(origin: string, company: CompanyInfo) {
  let logoImage = `${origin}/favicon.svg`;
  if (company.logoUrl) {
    try {
      logoImage = new URL(company.logoUrl, `${origin}/`).href;
    } catch {
      // A broken logo address: the default logo.
    }
  }
  const brandColor =
    company.brandColor && HEX_COLOR.test(company.brandColor) ? company.brandColor : DEFAULT_BRAND_COLORS.primary;
  return { logoImage, brandColor, platformName: PLATFORM_NAME, activationLink: activationLink(origin, company) };
}

/**
 * The company of the user's email domain (spec section 7): its brand id and CRM account (validate-domain, then
 * account/get), and its name, logo and colour (fetch-metadata; missing metadata means the default brand).
 */
export async function lookUpCompany(api: OnboardingApi, input: FinishInput): Promise<CompanyInfo> {
  const domain = emailDomain(input.email);
  if (!domain || domain === input.defaultCompanyDomain) return {};
  let found: Awaited<ReturnType<OnboardingApi['validateDomain']>>;
  try {
    found = await api.validateDomain(domain);
  } catch (error) {
    throw new StepFailure('account', messageOf(error, FALLBACK_MESSAGES.failedFetchAccount));
  }
  if (!found.valid) return {};
  const companyId = found.companyId ?? undefined;
  const [account, metadata] = await Promise.all([
    found.accountId
      ? api.getAccount(found.accountId).catch((error: unknown) => {
          throw new StepFailure('account', messageOf(error, FALLBACK_MESSAGES.failedFetchAccount));
        })
      : undefined,
    // Spec section 4: a brand that cannot be loaded is the default brand.
    companyId ? api.fetchMetadata(companyId).catch(() => undefined) : undefined,
  ]);
  const first = account?.accounts[0];
  if (found.accountId && !first) throw new StepFailure('account', FALLBACK_MESSAGES.failedFetchAccount);
  return {
    ...(companyId ? { companyId } : {}),
    ...(first ? { accountId: first.id, accountName: first.Account_Name } : {}),
    ...(metadata?.name ? { companyName: metadata.name } : {}),
    ...(metadata?.logoUrl ? { logoUrl: metadata.logoUrl } : {}),
    ...(metadata?.colors?.primary ? { brandColor: metadata.colors.primary } : {}),
  };
}

async function saveLead(api: OnboardingApi, input: FinishInput, company: CompanyInfo, progress: FinishProgress) {
  const leadData = leadDataOf(input, company);
  const fingerprint = JSON.stringify(leadData);
  if (progress.leadId && progress.leadSaved === fingerprint) return;
  let leadId = progress.leadId;
  if (!leadId) {
    // A lead from an earlier attempt (another tab, a lost session) is updated, not duplicated.
    const existing = await api.getLeads({ email: leadData.Email, userId: input.userId }).catch(() => undefined);
    leadId = existing?.leads[0]?.id;
  }
  if (leadId) {
    try {
      await api.updateLead(leadId, leadData);
    } catch (error) {
      throw new StepFailure('lead', messageOf(error, FALLBACK_MESSAGES.failedUpdateLead));
    }
  } else {
    try {
      leadId = (await api.createLead(leadData)).details.id;
    } catch (error) {
      throw new StepFailure('lead', messageOf(error, FALLBACK_MESSAGES.failedCreateLead));
    }
  }
  progress.leadId = leadId;
  progress.leadSaved = fingerprint;
}

async function saveContact(api: OnboardingApi, input: FinishInput, company: CompanyInfo, progress: FinishProgress) {
  const contactData = contactDataOf(input, company);
  const fingerprint = JSON.stringify(contactData);
  if (!(progress.contactId && progress.contactSaved === fingerprint)) {
    let contactId = progress.contactId;
    if (!contactId) {
      const existing = await api
        .getContacts({ email: normalizeEmail(input.email), userId: input.userId })
        .catch(() => undefined);
      contactId = existing?.contacts.find((contact) => !contact.Contact_Type)?.id;
    }
    if (contactId) {
      try {
        await api.updateContact({ ...contactData, id: contactId });
      } catch (error) {
        throw new StepFailure('contact', messageOf(error, FALLBACK_MESSAGES.failedUpdateContact));
      }
    } else {
      try {
        contactId = (await api.createContact(contactData)).details.id;
      } catch (error) {
        throw new StepFailure('contact', messageOf(error, FALLBACK_MESSAGES.failedCreateContact));
      }
    }
    progress.contactId = contactId;
    progress.contactSaved = fingerprint;
  }
  if (company.accountId && progress.contactId && progress.attachedTo !== company.accountId) {
    try {
      await api.attachContact(progress.contactId, company.accountId);
    } catch (error) {
      throw new StepFailure('attach', messageOf(error, FALLBACK_MESSAGES.anError));
    }
    progress.attachedTo = company.accountId;
  }
}

/**
 * One family member: their contact and, when invited and eligible, their invitation (the invite record, then
 * the mail) run in parallel.
 */
async function saveMember(
  api: OnboardingApi,
  input: FinishInput,
  company: CompanyInfo,
  progress: FinishProgress,
  member: FamilyMember,
  employeeName: string,
): Promise<Failure[]> {
  const { draft, relation } = member;
  const who = fullName(draft.firstName, draft.lastName);
  progress.members[draft.id] ??= {};
  const done = progress.members[draft.id] as NonNullable<FinishProgress['members'][string]>;
  const userContactId = progress.contactId as string;
  const invite = shouldInvite(draft.createChildAccount, isInviteEligible(draft, input.today));
  const email = normalizeEmail(draft.email);
  const brand = brandOf(input.origin, company);
  const calls: Promise<void>[] = [];

  // The server mails only addresses the caller has invited: the invite record first, then the mail.
  const invitation = async () => {
    if (!done.inviteRecorded) {
      try {
        await api.updateCompanyInvites({ email, companyId: company.companyId ?? INVITE_DEFAULT_COMPANY_ID });
      } catch (error) {
        throw new StepFailure('member-invite', invitationMessage(error), who);
      }
      done.inviteRecorded = true;
    }
    if (done.inviteMailed) return;
    const { activationLink: link, logoImage, brandColor, platformName } = brand;
    try {
      if (relation === 'partner') {
        await api.sendInviteEmail({
          toEmail: email,
          firstName: draft.firstName.trim(),
          lastName: draft.lastName.trim(),
          employeeName,
          activationLink: link,
          supportLink: `${input.origin}/contact`,
          platformName,
          logoImage,
          brandColor,
        });
      } else {
        await api.sendInviteChildEmail({
          toEmail: email,
          firstName: draft.firstName.trim(),
          activationLink: link,
          platformName,
          logoImage,
          brandColor,
        });
      }
    } catch (error) {
      throw new StepFailure('member-mail', invitationMessage(error), who);
    }
    done.inviteMailed = true;
  };

  if (!done.contactId) {
    calls.push(
      api.createContact(familyContactOf(member, userContactId, company, input.today)).then(
        (answer) => {
          done.contactId = answer.details.id;
        },
        (error: unknown) => {
          throw new StepFailure('member-contact', messageOf(error, FALLBACK_MESSAGES.failedCreateContact), who);
        },
      ),
    );
  }
  if (invite) calls.push(invitation());
  const results = await Promise.allSettled(calls);
  return results.flatMap((result) => (result.status === 'rejected' ? [failureOf(result.reason)] : []));
}

function failureOf(error: unknown): Failure {
  if (error instanceof StepFailure)
    return { item: error.item, message: error.message, ...(error.who ? { who: error.who } : {}) };
  return { item: 'contact', message: FALLBACK_MESSAGES.anError };
}

/**
 * Finishing the family step (spec section 4): the user's lead and contact (linked to the company account),
 * then every family member's records and invitations in parallel, then the welcome mail to the user. Within
 * one invitation the invite record precedes the mail: the server mails only addresses the caller invited. Each
 * success is written to `progress` at once, so calling this again after a failure redoes only what failed:
 * no second contact, no second invitation. Answers what failed (empty when all is done).
 */
export async function finishOnboarding(api: OnboardingApi, input: FinishInput, hooks: FinishHooks): Promise<Failure[]> {
  const { progress } = hooks;
  let company = progress.company;
  if (!company) {
    try {
      company = await lookUpCompany(api, input);
    } catch (error) {
      return [failureOf(error)];
    }
    progress.company = company;
  }

  const own = await Promise.allSettled([
    saveLead(api, input, company, progress),
    saveContact(api, input, company, progress),
  ]);
  const failures = own.flatMap((result) => (result.status === 'rejected' ? [failureOf(result.reason)] : []));
  // Family members link to the user's contact: without it they wait for the retry.
  if (!progress.contactId) return failures;

  const employeeName = fullName(input.profile.firstName, input.profile.lastName);
  const inviting = input.family.some((member) =>
    shouldInvite(member.draft.createChildAccount, isInviteEligible(member.draft, input.today)),
  );
  if (inviting) hooks.setSendingEmail(true);
  try {
    const perMember = await Promise.all(
      input.family.map((member) => saveMember(api, input, company, progress, member, employeeName)),
    );
    failures.push(...perMember.flat());
  } finally {
    if (inviting) hooks.setSendingEmail(false);
  }

  if (!progress.welcomeSent) {
    const { activationLink: link, logoImage, brandColor, platformName } = brandOf(input.origin, company);
    try {
      await api.sendWelcomeEmail({
        toEmail: normalizeEmail(input.email),
        firstName: input.profile.firstName.trim(),
        activationLink: link,
        platformName,
        logoImage,
        brandColor,
      });
      progress.welcomeSent = true;
    } catch (error) {
      failures.push({ item: 'welcome', message: invitationMessage(error) });
    }
  }
  return failures;
}
