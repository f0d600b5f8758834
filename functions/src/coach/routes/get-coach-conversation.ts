import { coachRoutes } from '@kinwell/contracts';
import { COACH_DAILY_MESSAGES, type CoachStore, type CoachTurnDeps, MAX_COACH_MESSAGE_CHARS } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const getCoachConversation = (deps: Pick<CoachTurnDeps, 'model'> & { store: CoachStore }) =>
  defineRoute(coachRoutes.getCoachConversation, async ({ caller, query }) => {
    const before = query.before ? new Date(query.before) : undefined;
    // One more than a page tells whether older messages remain.
    const newestFirst = await deps.store.list(caller.sub, { before, limit: query.limit + 1 });
    const page = newestFirst.slice(0, query.limit).reverse();
    return jsonResponse(200, {
      mode: deps.model ? 'ai' : 'guided',
      messages: page.map(({ createdAt, ...message }) => ({ ...message, createdAt: createdAt.toISOString() })),
      hasOlder: newestFirst.length > query.limit,
      limits: { maxMessageChars: MAX_COACH_MESSAGE_CHARS, dailyMessages: COACH_DAILY_MESSAGES },
    });
  });
