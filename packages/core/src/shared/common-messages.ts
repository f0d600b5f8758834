/**
 * The words of answers that belong to no feature: a request the edge refused, a generic failure per status.
 * Every error answer that carries no message of a feature's own gets one of these, so developer wording (a zod
 * issue, an adapter's text) never reaches a user.
 */
export const commonMessages = {
  invalidRequest: 'Some of the information sent is not valid. Please check it and try again.',
  badJson: 'The request could not be read. Please reload the page and try again.',
  bodyTooLarge: 'What you sent is too large. Please shorten it and try again.',
  unsupportedType: 'The request could not be read. Please reload the page and try again.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have access to this.',
  notFound: 'We could not find what you asked for.',
  conflict: 'This was changed at the same time elsewhere. Please reload and try again.',
  alreadyInvited: 'This person already has an invitation to Kinwell.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  mailFailed: 'We could not send the email right now. Please try again in a few minutes.',
  mailRefused: 'The mail service refused this email. Please check the address and try again.',
  upstreamFailed: 'A service we rely on did not answer. Please try again in a few minutes.',
  unavailable: 'Kinwell is waking up. Please try again in a few seconds.',
  timeout: 'The server took too long to answer. Please try again.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
