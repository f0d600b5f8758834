import type { ContactMessages } from '@kinwell/core';

export interface ContactDeps {
  /** Built by the composition root with the templated-mail adapter, the rate limiter and the team's address. */
  contactMessages: ContactMessages;
}
