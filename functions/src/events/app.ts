import type { Caller, Clock, ProgressStore, ThemeEventsRepository } from '@kinwell/core';
import { createGroupHandler, type HandlerRuntime } from '../http';
import { deleteReflection } from './routes/delete-reflection';
import { listThemeEvents } from './routes/list-theme-events';
import { readProgress } from './routes/read-progress';
import { recordThemeEvent } from './routes/record-theme-event';

export interface EventsDeps {
  themeEvents: ThemeEventsRepository;
  /** The progress summary the event writes keep current, and the member's private notes. */
  progress: ProgressStore;
  clock: Clock;
  verifyCaller(accessToken: string): Promise<Caller>;
}

/**
 * The events endpoint group (/api/aurora/user_events/*, /api/progress*): a member's self-care events, the progress
 * they add up to, and their private reflections.
 */
export function createEventsHandler(
  { themeEvents, progress, clock, verifyCaller }: EventsDeps,
  runtime: HandlerRuntime = {},
) {
  return createGroupHandler(
    [
      recordThemeEvent(themeEvents, clock),
      listThemeEvents(themeEvents),
      readProgress(progress, clock),
      deleteReflection(progress),
    ],
    { ...runtime, verifyCaller },
  );
}
