import { createFileRoute } from '@tanstack/react-router';
import { ConversationView } from '../../../features/chat/components/conversation-view';
import { useChatUnread } from '../../../features/chat/use-chat-unread';
import { ConsoleTabs } from '../../../features/expert-console/components/console-tabs';

/** One conversation of the expert's inbox, the same view as the member's. */
export const Route = createFileRoute('/_default/_expert/expert_/messages/$conversationId')({
  staticData: { catalogArea: 'chat' },
  component: ExpertConversation,
});

function ExpertConversation() {
  const { conversationId } = Route.useParams();
  return (
    <>
      <ConsoleTabs unread={useChatUnread(true)} />
      <ConversationView key={conversationId} conversationId={conversationId} reader="expert" />
    </>
  );
}
