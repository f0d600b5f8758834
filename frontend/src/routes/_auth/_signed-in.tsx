import { createFileRoute } from '@tanstack/react-router';

/**
 * Auth-layout screens for signed-in users (spec section 2: /onboarding).
 * GUARD GOES HERE (later issue): a `beforeLoad` redirecting signed-out users to /login.
 */
export const Route = createFileRoute('/_auth/_signed-in')({});
