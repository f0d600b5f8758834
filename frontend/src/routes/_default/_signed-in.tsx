import { createFileRoute } from '@tanstack/react-router';

/**
 * Pages of the default layout that need a signed-in user (spec section 2, access "signed in").
 * GUARD GOES HERE (later issue): a `beforeLoad` reading the session from the router context and
 * `throw redirect({ to: '/login' })` when signed out.
 * No component: a pathless route without one renders its children.
 */
export const Route = createFileRoute('/_default/_signed-in')({});
