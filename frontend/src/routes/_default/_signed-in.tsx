import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * Pages of the default layout that need a signed-in user (spec section 2, access "signed in"). A guest is sent
 * to /login, which brings them back here afterwards. A guard is not authorization: every API route checks the
 * token again. No component: a pathless route without one renders its children.
 */
export const Route = createFileRoute('/_default/_signed-in')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.state.isLoggedIn) throw redirect({ to: '/login', search: { redirect: location.href } });
    // Member pages are not an expert's: they work from their console (issue 14).
    if (context.auth.state.role === 'expert') throw redirect({ to: '/expert', replace: true });
  },
});
