import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
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
    apiClient.post<unknown>(`/api/progress/reflections/${encodeURIComponent(id)}/delete`),
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

const PERIOD_DAYS: Record<Period, number> = { week: 7, month: 30, quarter: 91, year: 365 };

/** The days a period shows, oldest first, ending today (ISO days in the member's time zone). */
export function daysOfPeriod(period: Period, today = new Date()): string[] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: memberTimeZone() });
  return Array.from({ length: PERIOD_DAYS[period] }, (_, index) =>
    format.format(new Date(today.getTime() - (PERIOD_DAYS[period] - 1 - index) * 86_400_000)),
  );
}
