import { createFileRoute } from '@tanstack/react-router';
import { conversationQueryOptions } from '../../../features/coach/coach-api';
import { CoachPage } from '../../../features/coach/components/coach-page';

/**
 * Your coach: a public page (spec section 2). A guest reads what the coach is and how to sign in; a member gets
 * their conversation, asked for while the page's code loads (the page shows its own loading and error states).
 */
export const Route = createFileRoute('/_default/coaching/yourCoach')({
  loader: ({ context }) => {
    if (context.auth.state.isLoggedIn) void context.queryClient.prefetchQuery(conversationQueryOptions());
  },
  component: CoachPage,
});
