import { createGroupHandler, type HandlerRuntime } from '../http';
import type { ChatGroupDeps } from './chat-group-deps';
import { getChatMessages } from './routes/get-chat-messages';
import { getChatSocketTicket } from './routes/get-chat-socket-ticket';
import { listChatConversations } from './routes/list-chat-conversations';
import { markChatRead } from './routes/mark-chat-read';
import { sendChatMessage } from './routes/send-chat-message';
import { startChatConversation } from './routes/start-chat-conversation';

export type { ChatGroupDeps } from './chat-group-deps';

/**
 * The chat endpoint group (/api/chat/*): a member's conversations with experts, an expert's with members. Every route
 * acts only on the caller's own conversations; anyone else's is a 404 that does not say it exists.
 */
export function createChatHandler(deps: ChatGroupDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler(
    [
      listChatConversations(deps),
      startChatConversation(deps),
      getChatMessages(deps),
      sendChatMessage(deps),
      markChatRead(deps),
      getChatSocketTicket(deps),
    ],
    { ...runtime, verifyCaller: deps.verifyCaller },
  );
}
