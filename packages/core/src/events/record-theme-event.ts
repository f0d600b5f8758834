import { progressChangesOf, splitPrivateText } from '../progress/progress-changes';
import type { ThemeEventFilter, ThemeEventRecord, ThemeEventsRepository } from './theme-events';

export interface ThemeEventInput {
  /** The client's id of the event (a UUID made when the member acted): a retry sends the same. */
  id?: string | undefined;
  themeId: string;
  sessionId?: string | undefined;
  screenId?: string | undefined;
  type: string;
  occurredAt?: string | undefined;
  payload?: Record<string, unknown> | undefined;
}

/**
 * Stores an event with what it changes in the member's progress; the time defaults to now, the payload to an empty
 * object. The member's own words (a reflection, a check-in note) go to their private notes, not into the event.
 */
export function recordThemeEvent(
  events: ThemeEventsRepository,
  userId: string,
  input: ThemeEventInput,
  now: Date,
): Promise<{ event: ThemeEventRecord; created: boolean }> {
  const occurredAt = input.occurredAt ?? now.toISOString();
  const { payload, note } = splitPrivateText(input.type, input.payload ?? {});
  const event = {
    themeId: input.themeId,
    sessionId: input.sessionId ?? null,
    screenId: input.screenId ?? null,
    type: input.type,
    payload,
  };
  return events.add(
    { ...event, userId, occurredAt: new Date(occurredAt).toISOString() },
    { clientId: input.id, changes: progressChangesOf({ ...event, occurredAt }), note },
  );
}

/** The caller's own events only: the user id comes from the token, never from the query. */
export function listThemeEvents(
  events: ThemeEventsRepository,
  userId: string,
  filter: Omit<ThemeEventFilter, 'userId'>,
) {
  return events.find({ ...filter, userId });
}
