import { createFileRoute } from '@tanstack/react-router';
import { useChatUnread } from '../../../features/chat/use-chat-unread';
import { ConsoleTabs } from '../../../features/expert-console/components/console-tabs';
import { ExpertConsolePage } from '../../../features/expert-console/components/expert-console-page';

/**
 * The expert console: availability on the expert's clock, and their sessions. No loader: loaders ship in the entry
 * chunk, and the console's API module must stay in this lazy route's chunk.
 */
export const Route = createFileRoute('/_default/_expert/expert')({
  component: ExpertConsole,
});

function ExpertConsole() {
  return (
    <>
      <ConsoleTabs unread={useChatUnread(true)} />
      <ExpertConsolePage />
    </>
  );
}
