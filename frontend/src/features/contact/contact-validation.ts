import '../../lib/zod-without-eval';
import { ContactBody, type ContactTopic, contactLimits } from '@kinwell/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface ContactValues extends Record<string, string> {
  name: string;
  email: string;
  company: string;
  topic: ContactTopic | '';
  message: string;
}

/**
 * The form's checks: the API's own limits (@kinwell/contracts), with words the user reads in their language.
 * The server checks the same schema again.
 */
export function contactProblems(values: ContactValues): Partial<Record<keyof ContactValues, MessageDescriptor>> {
  const problems: Partial<Record<keyof ContactValues, MessageDescriptor>> = {};
  const name = values.name.trim();
  if (name.length < contactLimits.name.min) problems.name = msg`Please enter your name.`;
  else if (name.length > contactLimits.name.max) problems.name = msg`Your name is too long (100 characters at most).`;
  if (!ContactBody.shape.email.safeParse(values.email).success)
    problems.email = msg`Please enter a valid email address.`;
  if (values.company.trim().length > contactLimits.company)
    problems.company = msg`The company name is too long (120 characters at most).`;
  if (!values.topic) problems.topic = msg`Please choose a topic.`;
  const message = values.message.trim();
  if (message.length < contactLimits.message.min)
    problems.message = msg`Please write a few words (10 characters or more).`;
  else if (message.length > contactLimits.message.max)
    problems.message = msg`Your message is too long (5000 characters at most).`;
  return problems;
}

/** The request body: optional fields left out when empty. */
export function contactRequest(values: ContactValues) {
  const company = values.company.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(company ? { company } : {}),
    topic: values.topic as ContactTopic,
    message: values.message.trim(),
  };
}
