import { ConversationPath, chatRoutes } from '@kinwell/contracts';
import { readChatMessages } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { chatPartyOf } from '../chat-caller';
import type { ChatGroupDeps } from '../chat-group-deps';

/** A page of one of the caller's conversations (404 for anyone else's); what it hands over counts as delivered. */
export const getChatMessages = (deps: ChatGroupDeps) =>
  defineRoute(chatRoutes.getChatMessages, async ({ caller, query, event, pathParameters }) => {
    const { conversationId } = ConversationPath.parse(pathParameters);
    const party = await chatPartyOf(deps, caller, event);
    return jsonResponse(200, await readChatMessages(deps, party, conversationId, query));
  });
