import type { ThemeEventFilter, ThemeEventRecord, ThemeEventsRepository } from './theme-events';

export interface ThemeEventInput {
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
  userId: string,
  input: ThemeEventInput,
  now: Date,
): Promise<ThemeEventRecord> {
  return events.add({
    userId,
    themeId: input.themeId,
    sessionId: input.sessionId ?? null,
    screenId: input.screenId ?? null,
    type: input.type,
    occurredAt: new Date(input.occurredAt ?? now).toISOString(),
    payload: input.payload ?? {},
  });
}

/** The caller's own events only: the user id comes from the token, never from the query. */
export function listThemeEvents(
  events: ThemeEventsRepository,
  userId: string,
  filter: Omit<ThemeEventFilter, 'userId'>,
) {
  return events.find({ ...filter, userId });
}
