import { createFileRoute } from '@tanstack/react-router';
import { ExpertInboxPage } from '../../../features/chat/components/expert-inbox-page';
import { useChatUnread } from '../../../features/chat/use-chat-unread';
import { ConsoleTabs } from '../../../features/expert-console/components/console-tabs';

/** The expert console's inbox: their conversations with members. */
export const Route = createFileRoute('/_default/_expert/expert_/messages/')({
  staticData: { catalogArea: 'chat' },
  component: ExpertInbox,
});

function ExpertInbox() {
  return (
    <>
      <ConsoleTabs unread={useChatUnread(true)} />
      <ExpertInboxPage />
    </>
  );
}
