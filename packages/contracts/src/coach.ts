import { COACH_PAGE_SIZE, coachMessages, GOALS, MAX_COACH_MESSAGE_CHARS, RISK_CATEGORIES } from '@kinwell/core';
import * as z from 'zod';
import type { RouteContract } from './http';

/** The coach's answers: from a model (`ai`), or, with none configured, from the guide (`guided`), never an AI. */
export const CoachMode = z.enum(['ai', 'guided']);
export type CoachMode = z.infer<typeof CoachMode>;

export const SessionSuggestion = z.object({
  themeId: z.string(),
  sessionId: z.string(),
  screenId: z.string(),
  title: z.string(),
  themeTitle: z.string(),
  minutes: z.number(),
  /** `/theme/{themeId}/session/{sessionId}/screen/{screenId}`: the session's first screen in the app. */
  href: z.string(),
});
export type SessionSuggestion = z.infer<typeof SessionSuggestion>;

const RiskCategory = z.enum(RISK_CATEGORIES);

export const CoachMessage = z.object({
  id: z.string(),
  role: z.enum(['member', 'coach']),
  /** `text`: words; `crisis`: the crisis card and the offer of a human expert; `suggestions`: the guide's sessions. */
  kind: z.enum(['text', 'crisis', 'suggestions']),
  text: z.string(),
  sessions: z.array(SessionSuggestion).optional(),
  categories: z.array(RiskCategory).optional(),
  createdAt: z.string(),
});
export type CoachMessage = z.infer<typeof CoachMessage>;

/** The member's goals (from onboarding), which the page sends so a turn needs no CRM call. */
const Goals = z.array(z.enum(GOALS)).max(3);

export const CoachConversationQuery = z.strictObject({
  /** An older page: messages sent before this time. */
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(COACH_PAGE_SIZE).default(COACH_PAGE_SIZE),
});

export const CoachConversationResponse = z.object({
  mode: CoachMode,
  /** Oldest first, the newest page (or the page before `before`). */
  messages: z.array(CoachMessage),
  /** Whether older messages remain before the first of this page. */
  hasOlder: z.boolean(),
  limits: z.object({ maxMessageChars: z.number(), dailyMessages: z.number() }),
});
export type CoachConversationResponse = z.infer<typeof CoachConversationResponse>;

export const CoachMessageInput = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, { error: coachMessages.emptyMessage })
    .max(MAX_COACH_MESSAGE_CHARS, { error: coachMessages.messageTooLong }),
  goals: Goals.default([]),
});
export type CoachMessageInput = z.input<typeof CoachMessageInput>;

/**
 * The events of `POST /api/coach/messages` (`text/event-stream`, each `event: <type>` with its JSON `data:`):
 * `delta` pieces of the answer as they are written, `crisis` (the card instead of an answer), `suggestions` (the
 * guide's sessions), then `done` or `error`.
 */
export const CoachStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('crisis'), categories: z.array(RiskCategory) }),
  z.object({ type: z.literal('suggestions'), sessions: z.array(SessionSuggestion) }),
  z.object({ type: z.literal('done'), messageId: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type CoachStreamEvent = z.infer<typeof CoachStreamEvent>;

export const CoachSuggestionsQuery = z.strictObject({
  /** A check-in's mood, 1 (struggling) to 5 (great); absent: by the member's goals alone. */
  mood: z.coerce.number().int().min(1).max(5).optional(),
  /** The member's goals, comma-separated. */
  goals: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(Goals),
});

export const coachRoutes = {
  /** The caller's kept conversation with the coach, newest page, and whether a model answers (`mode`). */
  getCoachConversation: {
    group: 'coach',
    method: 'GET',
    path: '/api/coach/conversation',
    auth: 'session',
    query: CoachConversationQuery,
    response: CoachConversationResponse,
  },
  /**
   * A message to the coach. The risk check reads it first: on risk the answer is the crisis card (no model call).
   * Answers `text/event-stream`; refusals (too long, the daily limit: 429) are JSON errors before any event.
   */
  sendCoachMessage: {
    group: 'coach',
    method: 'POST',
    path: '/api/coach/messages',
    auth: 'session',
    body: CoachMessageInput,
    response: CoachStreamEvent,
    mediaType: 'text/event-stream',
  },
  /** Deletes the caller's whole conversation with the coach. */
  deleteCoachConversation: {
    group: 'coach',
    method: 'DELETE',
    path: '/api/coach/conversation',
    auth: 'session',
    response: z.object({ deleted: z.literal(true) }),
  },
  /** Library sessions for a check-in's mood and the member's goals (the guided coach; no model). */
  getCoachSuggestions: {
    group: 'coach',
    method: 'GET',
    path: '/api/coach/suggestions',
    auth: 'session',
    query: CoachSuggestionsQuery,
    response: z.object({ sessions: z.array(SessionSuggestion) }),
  },
} as const satisfies Record<string, RouteContract>;
