import { CONTENT_SECURITY_POLICY } from '@kinwell/contracts';

export { CONTENT_SECURITY_POLICY };

/** The headers CloudFront's response headers policy sends (infra/lib/stacks/web-stack.ts), sent locally too. */
export const securityHeaders = (csp: string = CONTENT_SECURITY_POLICY): Record<string, string> => ({
  'content-security-policy': csp,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
});
