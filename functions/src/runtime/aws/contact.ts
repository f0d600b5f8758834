// The contact group's AWS composition root: SES templates, SQL rate limits, the team's address. No user pool,
// no bucket.
import { ContactMessages } from '@kinwell/core';
import type { ContactDeps } from '../../contact/contact-deps';
import { rateLimiterFromEnv } from './database';
import { ContactEnv, type Env } from './env';
import { templatedMailFromEnv } from './templated-mail';

export function contactDeps(env: Env = process.env): ContactDeps {
  const { CONTACT_TO } = ContactEnv.parse(env);
  return {
    contactMessages: new ContactMessages({
      limiter: rateLimiterFromEnv(env),
      mail: templatedMailFromEnv(env),
      teamAddress: CONTACT_TO,
      now: () => new Date(),
    }),
  };
}
