import type { Caller, Clock, ThemeEventsRepository } from '@kinwell/core';
import { createGroupHandler, type HandlerRuntime } from '../http';
import { listThemeEvents } from './routes/list-theme-events';
import { recordThemeEvent } from './routes/record-theme-event';

export interface EventsDeps {
  themeEvents: ThemeEventsRepository;
  clock: Clock;
  verifyCaller(accessToken: string): Promise<Caller>;
}

/** The events endpoint group (/api/aurora/user_events/*): analytics events per user and theme. */
export function createEventsHandler({ themeEvents, clock, verifyCaller }: EventsDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler([recordThemeEvent(themeEvents, clock), listThemeEvents(themeEvents)], {
    ...runtime,
    verifyCaller,
  });
}
