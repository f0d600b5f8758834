import type { ThemeEventFilter, ThemeEventRecord, ThemeEventsRepository } from './theme-events';

export interface ThemeEventInput {
  userId: string;
  themeId: string;
  sessionId?: string | undefined;
  screenId?: string | undefined;
  type: string;
  occurredAt?: string | undefined;
  payload?: Record<string, unknown> | undefined;
}

/** Stores an event; the time defaults to now, the payload to an empty object. */
export function recordThemeEvent(
  events: ThemeEventsRepository,
  input: ThemeEventInput,
  now: Date,
): Promise<ThemeEventRecord> {
  return events.add({
    userId: input.userId,
    themeId: input.themeId,
    sessionId: input.sessionId ?? null,
    screenId: input.screenId ?? null,
    type: input.type,
    occurredAt: new Date(input.occurredAt ?? now).toISOString(),
    payload: input.payload ?? {},
  });
}

export function listThemeEvents(events: ThemeEventsRepository, filter: ThemeEventFilter) {
  return events.find(filter);
}
