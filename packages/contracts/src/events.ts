import { isTimeZone } from '@kinwell/core';
import * as z from 'zod';
import type { RouteContract } from './http';

const Id = z.string().trim().min(1).max(128);

/**
 * An analytics event of a theme (content area). The spec does not list its fields; these are the ones
 * a per-user, per-theme progress read needs. The user is the caller, from the access token, never the body.
 */
const MAX_PAYLOAD_DEPTH = 8;

/** How deeply a JSON value nests, walked without recursion (a hostile body may nest thousands deep). */
function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_PAYLOAD_DEPTH) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Free-form event details: a JSON object, nested at most 8 deep (checked before zod walks it). */
const Payload = z
  .unknown()
  .refine((value) => jsonDepth(value) <= MAX_PAYLOAD_DEPTH, { error: 'payload is nested too deeply' })
  .pipe(z.record(z.string(), z.json()));

/** The payload a known kind of event must carry (the session player's); other kinds stay free-form. */
const KNOWN_PAYLOADS: Record<string, z.ZodType> = {
  screen_completed: z.object({ seconds: z.number().min(0).max(86_400) }),
  check_in: z.object({
    mood: z.number().int().min(1).max(5),
    moment: z.enum(['start', 'end', 'screen']).optional(),
    note: z.string().max(1000).optional(),
  }),
  reflection_saved: z.object({ text: z.string().trim().min(1).max(4000) }),
  quiz_answered: z.object({ optionIds: z.array(Id).min(1).max(10), correct: z.boolean() }),
};

export const ThemeEventInput = z
  .strictObject({
    /** The client's id of the event (made when the member acted): sending it again records the event once. */
    id: z.uuid().optional(),
    themeId: Id,
    sessionId: Id.optional(),
    screenId: Id.optional(),
    type: z.string().trim().min(1).max(64),
    occurredAt: z.iso.datetime({ offset: true }).optional(),
    payload: Payload.optional(),
  })
  .superRefine((event, context) => {
    const schema = KNOWN_PAYLOADS[event.type];
    if (!schema) return;
    const checked = schema.safeParse(event.payload ?? {});
    for (const issue of checked.error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: ['payload', ...issue.path] });
    }
  });
export type ThemeEventInput = z.infer<typeof ThemeEventInput>;

export const ThemeEvent = z.object({
  id: z.string(),
  userId: z.string(),
  themeId: z.string(),
  sessionId: z.string().nullable(),
  screenId: z.string().nullable(),
  type: z.string(),
  occurredAt: z.string(),
  payload: z.record(z.string(), z.json()),
});
export type ThemeEvent = z.infer<typeof ThemeEvent>;

export const ThemeEventQuery = z.strictObject({
  themeId: Id.optional(),
  sessionId: Id.optional(),
  screenId: Id.optional(),
  type: z.string().trim().min(1).max(64).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type ThemeEventQuery = z.infer<typeof ThemeEventQuery>;

export const ProgressPeriod = z.enum(['week', 'month', 'quarter', 'year']);

export const ProgressQuery = z.strictObject({
  period: ProgressPeriod.default('month'),
  /** The member's IANA time zone: their days and weeks. */
  tz: z
    .string()
    .max(64)
    .refine((value) => isTimeZone(value), { error: 'tz must be an IANA time zone such as Europe/Paris' })
    .default('UTC'),
});

const Day = z.string();
export const ProgressSummaryResponse = z.object({
  period: ProgressPeriod,
  from: Day,
  to: Day,
  moods: z.array(z.object({ at: z.string(), mood: z.number().int().min(1).max(5) })),
  minutesPerWeek: z.array(z.object({ weekStart: Day, minutes: z.number() })),
  streak: z.object({ current: z.number(), longest: z.number(), activeDays: z.array(Day) }),
  themes: z.array(
    z.object({
      themeId: z.string(),
      completedSessionIds: z.array(z.string()),
      lastPosition: z.object({ sessionId: z.string(), screenId: z.string() }).optional(),
      updatedAt: z.string(),
    }),
  ),
  resume: z.object({ themeId: z.string(), sessionId: z.string(), screenId: z.string() }).optional(),
  recentReflections: z.array(z.object({ id: z.string(), text: z.string(), at: z.string(), themeId: z.string() })),
});
export type ProgressSummaryResponse = z.infer<typeof ProgressSummaryResponse>;

export const eventsRoutes = {
  recordThemeEvent: {
    group: 'events',
    method: 'POST',
    path: '/api/aurora/user_events/theme',
    auth: 'session',
    body: ThemeEventInput,
    response: z.object({ event: ThemeEvent }),
  },
  listThemeEvents: {
    group: 'events',
    method: 'GET',
    path: '/api/aurora/user_events/theme',
    auth: 'session',
    query: ThemeEventQuery,
    response: z.object({ events: z.array(ThemeEvent) }),
  },
  /** The caller's progress for a period, from the summary their events keep current. */
  readProgress: {
    group: 'events',
    method: 'GET',
    path: '/api/progress',
    auth: 'session',
    query: ProgressQuery,
    response: ProgressSummaryResponse,
  },
  /** Deletes one of the caller's reflections (their private words); 404 for any other id. */
  deleteReflection: {
    group: 'events',
    method: 'DELETE',
    path: '/api/progress/reflections/{noteId}',
    auth: 'session',
    response: z.object({ deleted: z.literal(true) }),
  },
} as const satisfies Record<string, RouteContract>;
