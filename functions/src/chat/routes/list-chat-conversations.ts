import { chatRoutes } from '@kinwell/contracts';
import { listChatConversations as listConversations } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { chatPartyOf } from '../chat-caller';
import type { ChatGroupDeps } from '../chat-group-deps';

export const listChatConversations = (deps: ChatGroupDeps) =>
  defineRoute(chatRoutes.listChatConversations, async ({ caller, event }) =>
    jsonResponse(200, await listConversations(deps, await chatPartyOf(deps, caller, event))),
  );
