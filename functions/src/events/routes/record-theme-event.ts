import { eventsRoutes } from '@kinwell/contracts';
import { type Clock, recordThemeEvent as record, type ThemeEventsRepository } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const recordThemeEvent = (events: ThemeEventsRepository, clock: Clock) =>
  defineRoute(eventsRoutes.recordThemeEvent, async ({ body, caller }) => {
    const event = await record(events, caller.sub, body, clock.now());
    return jsonResponse(201, { event });
  });
