import { ConversationPath, chatRoutes } from '@kinwell/contracts';
import { markChatRead as markRead } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { chatPartyOf } from '../chat-caller';
import type { ChatGroupDeps } from '../chat-group-deps';

/** The caller was shown the other side's messages up to `seq`: answers the caller's receipt. */
export const markChatRead = (deps: ChatGroupDeps) =>
  defineRoute(chatRoutes.markChatRead, async ({ caller, body, event, pathParameters }) => {
    const { conversationId } = ConversationPath.parse(pathParameters);
    const party = await chatPartyOf(deps, caller, event);
    return jsonResponse(200, await markRead(deps, party, conversationId, body.seq));
  });
