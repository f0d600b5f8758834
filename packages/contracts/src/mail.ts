import * as z from 'zod';
import type { RouteContract } from './http';

/**
 * The invitation mails (spec §7). The server does not trust the links and images it is given: links
 * must point at this app and images at this app or https, so Kinwell cannot be used to mail phishing.
 */
const Name = z.string().trim().min(1).max(50);
const BrandColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'brandColor must be #rrggbb' });
const Link = z.string().trim().max(2048);
const MailCommon = {
  toEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid email format' })),
  firstName: Name,
  activationLink: Link,
  platformName: z.string().trim().min(1).max(80),
  logoImage: Link,
  brandColor: BrandColor,
};

export const SendInviteEmailBody = z.strictObject({
  ...MailCommon,
  lastName: Name,
  employeeName: z.string().trim().min(1).max(101),
  supportLink: Link,
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
