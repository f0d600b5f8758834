import { chatRoutes } from '@kinwell/contracts';
import { startChatConversation as startConversation } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { chatPartyOf, memberContactOf } from '../chat-caller';
import type { ChatGroupDeps } from '../chat-group-deps';

/** A member opens (or finds again) their conversation with an expert who takes chat; experts start none (403). */
export const startChatConversation = (deps: ChatGroupDeps) =>
  defineRoute(chatRoutes.startChatConversation, async ({ caller, body, event }) => {
    const party = await chatPartyOf(deps, caller, event);
    const summary = await startConversation(deps, party, body.expertId, () => memberContactOf(deps, caller, event));
    return jsonResponse(200, summary);
  });
