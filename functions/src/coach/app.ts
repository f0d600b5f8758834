import type { Caller, CoachTurnDeps } from '@kinwell/core';
import { createGroupHandler, type HandlerRuntime } from '../http';
import { deleteCoachConversation } from './routes/delete-coach-conversation';
import { getCoachConversation } from './routes/get-coach-conversation';
import { getCoachSuggestions } from './routes/get-coach-suggestions';
import { sendCoachMessage } from './routes/send-coach-message';

/** The coach's turn policy's dependencies (core's), and the caller check. No model: the guided coach. */
export interface CoachDeps extends CoachTurnDeps {
  verifyCaller(accessToken: string): Promise<Caller>;
}

/**
 * The coach endpoint group (/api/coach/*): the member's conversation with the AI coach (or, with no model
 * configured, the guide), a message answered as a stream of events, and the guided check-in's suggestions.
 */
export function createCoachHandler(deps: CoachDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler(
    [getCoachConversation(deps), sendCoachMessage(deps), deleteCoachConversation(deps), getCoachSuggestions(deps)],
    { ...runtime, verifyCaller: deps.verifyCaller },
  );
}
