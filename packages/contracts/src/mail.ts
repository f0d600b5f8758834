import * as z from 'zod';
import type { RouteContract } from './http';

/**
 * The invitation mails (spec §7). The spec's payloads carry the brand (platformName, logoImage, brandColor) and
 * the links; they are still accepted, but ignored: the server builds both from the member's company metadata and
 * its own public URL, so mails work from any address the app was opened at and cannot carry someone else's links.
 */
const Name = z.string().trim().min(1).max(50);
/** Accepted for the spec's payloads, not used (see above). */
const Ignored = z.string().max(2048).optional();
const MailCommon = {
  toEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email format' })),
  firstName: Name,
  activationLink: Ignored,
  platformName: Ignored,
  logoImage: Ignored,
  brandColor: Ignored,
};

export const SendInviteEmailBody = z.strictObject({
  ...MailCommon,
  lastName: Name,
  employeeName: z.string().trim().min(1).max(101),
  supportLink: Ignored,
});
export const SendInviteChildEmailBody = z.strictObject(MailCommon);
export const SendWelcomeEmailBody = z.strictObject(MailCommon);
export const MailSentResponse = z.object({ message: z.string(), messageId: z.string() });

export const mailRoutes = {
  sendInviteEmail: {
    group: 'mail',
    method: 'POST',
    path: '/api/ses/send-invite-email',
    auth: 'session',
    body: SendInviteEmailBody,
    response: MailSentResponse,
  },
  sendInviteChildEmail: {
    group: 'mail',
    method: 'POST',
    path: '/api/ses/send-invite-child-email',
    auth: 'session',
    body: SendInviteChildEmailBody,
    response: MailSentResponse,
  },
  sendWelcomeEmail: {
    group: 'mail',
    method: 'POST',
    path: '/api/ses/send-welcome-email',
    auth: 'session',
    body: SendWelcomeEmailBody,
    response: MailSentResponse,
  },
} as const satisfies Record<string, RouteContract>;
