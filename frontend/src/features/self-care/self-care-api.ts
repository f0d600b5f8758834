import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { SelfCareCatalog, SelfCareTheme } from './self-care-content';

/** Published content changes with a publish, not while someone reads: a session keeps its theme for 10 minutes. */
const THEME_STALE_TIME = 10 * 60_000;

export const selfCareApi = {
  catalog: (language: string, signal?: AbortSignal) =>
    apiClient.get<SelfCareCatalog>(
      `/api/content/self-care/catalog?language=${encodeURIComponent(language)}`,
      signal ? { signal } : {},
    ),
  theme: (themeId: string, language: string, signal?: AbortSignal) =>
    apiClient.get<SelfCareTheme>(
      `/api/content/self-care/themes/${encodeURIComponent(themeId)}?language=${encodeURIComponent(language)}`,
      signal ? { signal } : {},
    ),
};

export const selfCareKeys = {
  all: ['self-care'] as const,
  catalog: (language: string) => [...selfCareKeys.all, 'catalog', language] as const,
  theme: (themeId: string, language: string) => [...selfCareKeys.all, 'theme', themeId, language] as const,
};

export const themeQueryOptions = (themeId: string, language: string) =>
  queryOptions({
    queryKey: selfCareKeys.theme(themeId, language),
    queryFn: ({ signal }) => selfCareApi.theme(themeId, language, signal),
    staleTime: THEME_STALE_TIME,
  });

export const catalogQueryOptions = (language: string) =>
  queryOptions({
    queryKey: selfCareKeys.catalog(language),
    queryFn: ({ signal }) => selfCareApi.catalog(language, signal),
    staleTime: THEME_STALE_TIME,
  });
