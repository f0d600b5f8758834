import { coachRoutes } from '@kinwell/contracts';
import { type CoachTurnDeps, startCoachTurn } from '@kinwell/core';
import { defineRoute, eventStreamResponse, requestLocale } from '../../http';

/**
 * A message to the coach, answered as server-sent events. The turn's refusals (empty, too long, the daily limit)
 * throw before the stream starts, so they are ordinary JSON error answers; the member's language is the app's.
 */
export const sendCoachMessage = (deps: CoachTurnDeps) =>
  defineRoute(coachRoutes.sendCoachMessage, async ({ caller, body, event }) => {
    const abort = new AbortController();
    const events = await startCoachTurn(deps, {
      memberId: caller.sub,
      text: body.text,
      goals: body.goals,
      locale: requestLocale(event),
      signal: abort.signal,
    });
    return eventStreamResponse((signal) => {
      signal.addEventListener('abort', () => abort.abort(signal.reason), { once: true });
      return events;
    });
  });
