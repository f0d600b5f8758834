import * as z from 'zod';
import type { RouteContract } from './http';

const Id = z.string().trim().min(1).max(128);

/**
 * An analytics event of a theme (content area). The spec does not list its fields; these are the ones
 * a per-user, per-theme progress read needs. The user is the caller, from the access token, never the body.
 */
export const ThemeEventInput = z.strictObject({
  themeId: Id,
  sessionId: Id.optional(),
  screenId: Id.optional(),
  type: z.string().trim().min(1).max(64),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
  payload: z.record(z.string(), z.json()).optional(),
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
