import type { IdentityProvider, InvitationMails } from '@kinwell/core';

export interface MailDeps {
  identity: IdentityProvider;
  /** Built by the composition root with the templated-mail adapter, the company store, limits and APP_URL. */
  invitations: InvitationMails;
}
