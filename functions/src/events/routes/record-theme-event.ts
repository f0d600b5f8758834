import { eventsRoutes } from '@kinwell/contracts';
import { type Clock, recordThemeEvent as record, type ThemeEventsRepository } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const recordThemeEvent = (events: ThemeEventsRepository, clock: Clock) =>
  defineRoute(eventsRoutes.recordThemeEvent, async ({ body, caller }) => {
    const { event, created } = await record(events, caller.sub, body, clock.now());
    // A retried send (the same client id) is answered as it was stored, with 200: nothing new was made.
    return jsonResponse(created ? 201 : 200, { event });
  });
