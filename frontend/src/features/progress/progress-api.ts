import { queryOptions } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../lib/api-client';
import type { Period, ProgressSummary } from './progress-summary';

/** The member's time zone, so "today" and their weeks are theirs. */
export const memberTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const progressApi = {
  summary: (period: Period, signal?: AbortSignal) =>
    apiClient.get<ProgressSummary>(
      `/api/progress?period=${period}&tz=${encodeURIComponent(memberTimeZone())}`,
      signal ? { signal } : {},
    ),
  deleteReflection: (id: string) =>
    apiRequest<{ deleted: true }>(`/api/progress/reflections/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export const progressKeys = {
  all: ['progress'] as const,
  summary: (period: Period) => [...progressKeys.all, 'summary', period] as const,
};

export const progressQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: progressKeys.summary(period),
    queryFn: ({ signal }) => progressApi.summary(period, signal),
    staleTime: 60_000,
  });
