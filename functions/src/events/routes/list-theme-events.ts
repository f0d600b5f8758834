import { eventsRoutes } from '@kinwell/contracts';
import { listThemeEvents as list, type ThemeEventsRepository } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const listThemeEvents = (events: ThemeEventsRepository) =>
  defineRoute(eventsRoutes.listThemeEvents, async ({ query, caller }) => {
    return jsonResponse(200, { events: await list(events, caller.sub, query) });
  });
