import type { RateLimiter, RateLimitRule } from '../accounts/rate-limits';
import type { TemplatedMailSender } from '../ports/templated-mail';
import { normalizeEmail } from '../shared/email';

const HOUR = 60 * 60_000;

/**
 * The public contact form is open to anyone, so it is limited: a few messages per sender address an hour
 * (a visitor rarely needs more), and a generous number per client address (an office shares one).
 */
export const contactMessages = {
  tooManyFromSender: 'You have sent several messages already. Please try again later.',
  tooManyFromNetwork: 'Too many messages from your network. Please try again later.',
} as const;

export const contactRateLimits = {
  perSender: { limit: 5, windowMs: HOUR, message: contactMessages.tooManyFromSender },
  perAddress: { limit: 30, windowMs: HOUR, message: contactMessages.tooManyFromNetwork },
} as const satisfies Record<string, RateLimitRule>;

export interface ContactMessage {
  name: string;
  email: string;
  company?: string | undefined;
  topic: string;
  message: string;
}

export interface ContactMessagesDeps {
  limiter: RateLimiter;
  mail: TemplatedMailSender;
  /** Where the team reads the messages (CONTACT_TO in AWS, team@kinwell.local on the local runtime). */
  teamAddress: string;
  now: () => Date;
}

/** Human-readable topic names for the team's inbox. */
const TOPIC_LABELS: Record<string, string> = {
  general: 'General question',
  demo: 'Demo request',
  partnership: 'Partnership',
  support: 'Help with my account',
  press: 'Press and media',
};

/** Sends a visitor's message to the Kinwell team, within the per-sender and per-address limits. */
export class ContactMessages {
  constructor(private readonly deps: ContactMessagesDeps) {}

  async send(input: ContactMessage, clientAddress: string): Promise<void> {
    const sender = normalizeEmail(input.email);
    await this.deps.limiter.consume({ bucket: `contact:address:${clientAddress}`, rule: contactRateLimits.perAddress });
    await this.deps.limiter.consume({ bucket: `contact:sender:${sender}`, rule: contactRateLimits.perSender });
    await this.deps.mail.sendTemplate({
      to: this.deps.teamAddress,
      template: 'contact',
      data: {
        name: input.name,
        email: sender,
        company: input.company?.trim() || '(not given)',
        topic: TOPIC_LABELS[input.topic] ?? input.topic,
        message: input.message,
        receivedAt: this.deps.now().toISOString(),
      },
    });
  }
}
