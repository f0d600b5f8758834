import type { Locale } from '../i18n/locales';
import type { Member } from '../invitations/invitations';
import type { IdentityProvider } from '../ports/identity';
import type { MailTemplateData, TemplatedMailSender } from '../ports/templated-mail';
import type { PersonalDataStore } from './personal-data';

export interface AccountDeletionDeps {
  identity: Pick<IdentityProvider, 'deleteUser'>;
  stores: readonly PersonalDataStore[];
  mail: TemplatedMailSender;
  /** The member's company brand for the confirmation mail (read before anything is deleted). */
  branding(member: Member): Promise<MailTemplateData['account-deleted']>;
}

export interface AccountDeletionResult {
  /** False when the account is gone but the confirmation could not be sent (the deletion still stands). */
  confirmationMailed: boolean;
}

/**
 * Deletes a member's account and everything Kinwell holds about them (spec: privacy rights).
 *
 * Order: the data stores first, the identity last. While the identity exists the member can still sign in, so a
 * deletion that fails halfway is retried by the member themself and erases what is left; deleting the identity
 * first would strand data no one can reach any more. The confirmation mail goes last: a mail failure must not
 * undo or misreport a deletion that happened, so it is reported, not thrown.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  member: Member,
  locale: Locale,
): Promise<AccountDeletionResult> {
  const data = await deps.branding(member);
  for (const store of deps.stores) await store.erase(member);
  await deps.identity.deleteUser(member.email);
  try {
    await deps.mail.sendTemplate({ to: member.email, template: 'account-deleted', data, locale });
    return { confirmationMailed: true };
  } catch {
    return { confirmationMailed: false };
  }
}
