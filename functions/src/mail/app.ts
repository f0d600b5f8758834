import { createGroupHandler, type HandlerRuntime } from '../http';
import type { MailDeps } from './mail-deps';
import { sendInviteChildEmail } from './routes/send-invite-child-email';
import { sendInviteEmail } from './routes/send-invite-email';
import { sendWelcomeEmail } from './routes/send-welcome-email';

export type { MailDeps } from './mail-deps';

/**
 * The mail endpoint group (/api/ses/*): invitation and welcome mails. Signed-in members only, to people
 * they invited (or themselves), with links into this app only.
 */
export function createMailHandler(deps: MailDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler([sendInviteEmail(deps), sendInviteChildEmail(deps), sendWelcomeEmail(deps)], {
    ...runtime,
    verifyCaller: (token) => deps.identity.verifyAccessToken(token),
  });
}
