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

export const ThemeEventInput = z.strictObject({
  themeId: Id,
  sessionId: Id.optional(),
  screenId: Id.optional(),
  type: z.string().trim().min(1).max(64),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
  payload: Payload.optional(),
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
} as const satisfies Record<string, RouteContract>;
