import { eventsRoutes } from '@kinwell/contracts';
import { type Clock, type ProgressStore, readProgress as read } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const readProgress = (progress: ProgressStore, clock: Clock) =>
  defineRoute(eventsRoutes.readProgress, async ({ query, caller }) =>
    jsonResponse(200, await read(progress, caller.sub, { period: query.period, timeZone: query.tz }, clock.now())),
  );
