import { createFileRoute } from '@tanstack/react-router';

/**
 * Auth-layout screens for guests only (spec section 2): sign in, sign up, verification, password reset.
 * GUARD GOES HERE (later issue): a `beforeLoad` that redirects a signed-in user away (to /dashboard or
 * /onboarding, whichever the onboarding gate decides).
 */
export const Route = createFileRoute('/_auth/_guest')({});
