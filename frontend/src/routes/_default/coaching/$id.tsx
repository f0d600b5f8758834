import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { authStore } from '../../../features/auth/auth-store';
import { CoachingPage } from '../../../features/chat/components/coaching-page';
import { ConversationView } from '../../../features/chat/components/conversation-view';

/**
 * One of a member's conversations with an expert. Public in the spec: a visitor reads what chat is and how to sign in
 * (and comes back here after). An expert reads the same conversation in their console. A guard is not authorization:
 * the API answers only the conversation's two people.
 */
export const Route = createFileRoute('/_default/coaching/$id')({
  staticData: { catalogArea: 'chat' },
  beforeLoad: ({ context, params }) => {
    if (context.auth.state.isLoggedIn && context.auth.state.role === 'expert')
      throw redirect({ to: '/expert/messages/$conversationId', params: { conversationId: params.id }, replace: true });
  },
  component: MemberConversation,
});

function MemberConversation() {
  const { id } = Route.useParams();
  const { isLoggedIn } = useSnapshot(authStore);
  return isLoggedIn ? <ConversationView key={id} conversationId={id} reader="member" /> : <CoachingPage />;
}
