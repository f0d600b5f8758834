import * as z from 'zod';
import type { RouteContract } from './http';

export const MailMessage = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type MailMessage = z.infer<typeof MailMessage>;

export const MailboxQuery = z.strictObject({ to: z.string().trim().toLowerCase().optional() });
export const MailboxResponse = z.object({ messages: z.array(MailMessage) });

/** Routes that exist only on the local runtime. */
export const devRoutes = {
  listMail: {
    group: 'dev',
    method: 'GET',
    path: '/api/dev/mail',
    auth: 'none',
    query: MailboxQuery,
    response: MailboxResponse,
  },
} as const satisfies Record<string, RouteContract>;
