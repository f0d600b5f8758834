import { createFileRoute, redirect } from '@tanstack/react-router';
import { CoachingPage } from '../../../features/chat/components/coaching-page';

/**
 * Chat with an expert (spec: public): a visitor reads what it is and how to sign in; a member their conversations.
 * An expert's conversations are in their console. No loader: the chat API module stays in this lazy route's chunk.
 */
export const Route = createFileRoute('/_default/coaching/')({
  staticData: { catalogArea: 'chat' },
  beforeLoad: ({ context }) => {
    if (context.auth.state.isLoggedIn && context.auth.state.role === 'expert')
      throw redirect({ to: '/expert/messages', replace: true });
  },
  component: CoachingPage,
});
