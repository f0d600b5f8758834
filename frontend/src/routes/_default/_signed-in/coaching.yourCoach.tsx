import { createFileRoute } from '@tanstack/react-router';
import { conversationQueryOptions } from '../../../features/coach/coach-api';
import { CoachPage } from '../../../features/coach/components/coach-page';

/**
 * Your coach: signed-in only (the conversation is the member's). The conversation is asked for while the page's code
 * loads; the page shows its own loading and error states.
 */
export const Route = createFileRoute('/_default/_signed-in/coaching/yourCoach')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(conversationQueryOptions());
  },
  component: CoachPage,
});
