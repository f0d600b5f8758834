import { chatRoutes } from '@kinwell/contracts';
import { issueChatSocketTicket } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { chatPartyOf } from '../chat-caller';
import type { ChatGroupDeps } from '../chat-group-deps';

/** A single-use ticket (a minute) for the caller's live socket, and where to open it. */
export const getChatSocketTicket = (deps: ChatGroupDeps) =>
  defineRoute(chatRoutes.getChatSocketTicket, async ({ caller, event }) => {
    const ticket = await issueChatSocketTicket(deps, await chatPartyOf(deps, caller, event));
    return jsonResponse(200, { ...ticket, url: deps.socketUrl(event) });
  });
