import type {
  CoachConversationResponse,
  CoachMessageInput,
  CoachStreamEvent,
  SessionSuggestion,
} from '@kinwell/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, apiRequest, apiStreamRequest } from '../../lib/api-client';
import { readCoachEvents } from './coach-events';

export const coachApi = {
  conversation: (signal?: AbortSignal) =>
    apiClient.get<CoachConversationResponse>('/api/coach/conversation', signal ? { signal } : {}),
  deleteConversation: () => apiRequest<{ deleted: true }>('/api/coach/conversation', { method: 'DELETE' }),
  suggestions: (query: { mood?: number | undefined; goals: readonly string[] }, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    if (query.mood) params.set('mood', String(query.mood));
    if (query.goals.length > 0) params.set('goals', query.goals.join(','));
    return apiClient.get<{ sessions: SessionSuggestion[] }>(
      `/api/coach/suggestions?${params.toString()}`,
      signal ? { signal } : {},
    );
  },
  /** A message to the coach: its answer's events as they arrive (refusals throw ApiError before any event). */
  send: async (input: CoachMessageInput, signal?: AbortSignal): Promise<AsyncIterable<CoachStreamEvent>> =>
    readCoachEvents(await apiStreamRequest('/api/coach/messages', input, signal)),
};

export const coachKeys = {
  all: ['coach'] as const,
  conversation: () => [...coachKeys.all, 'conversation'] as const,
  suggestions: (mood: number | undefined, goals: readonly string[]) =>
    [...coachKeys.all, 'suggestions', mood ?? 0, goals.join(',')] as const,
};

export const conversationQueryOptions = () =>
  queryOptions({
    queryKey: coachKeys.conversation(),
    queryFn: ({ signal }) => coachApi.conversation(signal),
    staleTime: 30_000,
  });

export const suggestionsQueryOptions = (mood: number | undefined, goals: readonly string[]) =>
  queryOptions({
    queryKey: coachKeys.suggestions(mood, goals),
    queryFn: ({ signal }) => coachApi.suggestions({ mood, goals }, signal),
    staleTime: 5 * 60_000,
  });
