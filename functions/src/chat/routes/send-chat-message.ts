import { ConversationPath, chatRoutes } from '@kinwell/contracts';
import { sendChatMessage as send } from '@kinwell/core';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import { chatPartyOf } from '../chat-caller';
import type { ChatGroupDeps } from '../chat-group-deps';

/**
 * A message into one of the caller's conversations: 201 with the stored message (a resend answers the first), and
 * `crisis` when a member's words showed risk. The risk check reads the message in the app's language first.
 */
export const sendChatMessage = (deps: ChatGroupDeps) =>
  defineRoute(chatRoutes.sendChatMessage, async ({ caller, body, event, pathParameters }) => {
    const { conversationId } = ConversationPath.parse(pathParameters);
    const party = await chatPartyOf(deps, caller, event);
    const sent = await send(deps, party, conversationId, { ...body, locale: requestLocale(event) });
    return jsonResponse(201, sent);
  });
