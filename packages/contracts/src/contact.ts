import * as z from 'zod';
import type { RouteContract } from './http';

/**
 * The public contact form (/contact and /demo): a visitor's message, mailed to the Kinwell team.
 * The same schema checks the form in the browser and the body on the server.
 */
export const CONTACT_TOPICS = ['general', 'demo', 'partnership', 'support', 'press'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Names go into the mail's subject: no line breaks or other control characters. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;

export const contactLimits = { name: { min: 2, max: 100 }, company: 120, message: { min: 10, max: 5000 } } as const;

export const ContactBody = z.strictObject({
  name: z
    .string()
    .trim()
    .min(contactLimits.name.min, { error: 'Please enter your name' })
    .max(contactLimits.name.max, { error: 'Your name is too long' })
    .regex(SINGLE_LINE, { error: 'Please enter your name on one line' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' }).max(254)),
  company: z
    .string()
    .trim()
    .max(contactLimits.company, { error: 'The company name is too long' })
    .regex(SINGLE_LINE, { error: 'Please enter the company name on one line' })
    .optional(),
  topic: z.enum(CONTACT_TOPICS, { error: 'Please choose a topic' }),
  message: z
    .string()
    .trim()
    .min(contactLimits.message.min, { error: 'Please write a few words (10 characters or more)' })
    .max(contactLimits.message.max, { error: 'Your message is too long (5000 characters at most)' }),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const ContactResponse = z.object({ message: z.string() });

export const contactRoutes = {
  sendContactMessage: {
    group: 'contact',
    method: 'POST',
    path: '/api/contact',
    auth: 'none',
    body: ContactBody,
    response: ContactResponse,
    status: 202,
  },
} as const satisfies Record<string, RouteContract>;
