import { localDayOf } from './progress-period';

/** The most one screen counts towards practice: a tab left open overnight is not practice. */
export const MAX_SCREEN_SECONDS = 600;

/** What the member writes in their own words: kept apart from events, only ever shown to them. */
export interface PrivateNote {
  kind: 'reflection' | 'check-in';
  text: string;
}

/**
 * How one event moves the member's progress summary. The summary is kept up to date as events arrive, so reading
 * it costs the same whether the member has ten events or ten thousand.
 */
export type ProgressChange =
  | { kind: 'practice'; day: string; seconds: number; screens: number; sessionsCompleted: number }
  | { kind: 'position'; themeId: string; sessionId: string; screenId: string; at: string }
  | { kind: 'sessionCompleted'; themeId: string; sessionId: string; at: string }
  | { kind: 'mood'; day: string; at: string; mood: number; moment: string };

export interface ProgressEvent {
  themeId: string;
  sessionId: string | null;
  screenId: string | null;
  type: string;
  /** As the member's device wrote it, offset included (their day comes from it). */
  occurredAt: string;
  payload: Record<string, unknown>;
}

const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The summary changes of an event; none for the kinds the summary does not count (a quiz answer, a custom type). */
export function progressChangesOf(event: ProgressEvent): ProgressChange[] {
  const day = localDayOf(event.occurredAt);
  const at = new Date(event.occurredAt).toISOString();
  const { themeId, sessionId, screenId } = event;
  const position = sessionId && screenId ? [{ kind: 'position', themeId, sessionId, screenId, at } as const] : [];
  switch (event.type) {
    case 'screen_viewed':
      return position;
    case 'screen_completed': {
      const seconds = Math.round(Math.min(MAX_SCREEN_SECONDS, Math.max(0, number(event.payload.seconds))));
      return [{ kind: 'practice', day, seconds, screens: 1, sessionsCompleted: 0 }, ...position];
    }
    case 'session_completed':
      return sessionId
        ? [
            { kind: 'practice', day, seconds: 0, screens: 0, sessionsCompleted: 1 },
            { kind: 'sessionCompleted', themeId, sessionId, at },
          ]
        : [];
    case 'check_in': {
      const mood = number(event.payload.mood);
      const moment = typeof event.payload.moment === 'string' ? event.payload.moment : 'screen';
      return Number.isInteger(mood) && mood >= 1 && mood <= 5 ? [{ kind: 'mood', day, at, mood, moment }] : [];
    }
    default:
      return [];
  }
}

/**
 * Takes the member's own words out of an event's payload: a reflection's text, a check-in's note. They are stored as
 * a private note; the event keeps only that there was one.
 */
export function splitPrivateText(
  type: string,
  payload: Record<string, unknown>,
): { payload: Record<string, unknown>; note?: PrivateNote } {
  const field = type === 'reflection_saved' ? 'text' : type === 'check_in' ? 'note' : undefined;
  const text = field ? payload[field] : undefined;
  if (!field || typeof text !== 'string' || text.trim() === '') return { payload };
  const { [field]: _, ...rest } = payload;
  return {
    payload: { ...rest, hasNote: true },
    note: { kind: type === 'reflection_saved' ? 'reflection' : 'check-in', text: text.trim() },
  };
}
