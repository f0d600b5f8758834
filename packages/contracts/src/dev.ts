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
  /** Files sent with the mail (a booking's calendar file), their text as sent. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
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
  /** This API's OpenAPI 3.1 description (a deployed site serves it, without these dev routes, at /openapi.json). */
  openApiDocument: {
    group: 'dev',
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'none',
    response: z.record(z.string(), z.unknown()),
  },
  /** The same description as a page to read. */
  apiDocs: {
    group: 'dev',
    method: 'GET',
    path: '/api/docs',
    auth: 'none',
    response: z.string(),
    mediaType: 'text/html',
  },
} as const satisfies Record<string, RouteContract>;
