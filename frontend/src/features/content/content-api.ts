import type { AppDetailsResponse, TextBlockResponse } from '@kinwell/contracts';
import type { ScreenType } from '@kinwell/core';
import { queryOptions } from '@tanstack/react-query';
import { afterNextPaint } from '../../lib/after-next-paint';
import { apiClient } from '../../lib/api-client';
import type { ContractOutput } from '../../lib/contract-types';

export type ServedTextBlock = ContractOutput<typeof TextBlockResponse>;
export type AppDetails = ContractOutput<typeof AppDetailsResponse>;

/** The server caches these 5 minutes (Cache-Control, ETag): the client keeps them as long before asking again. */
export const CONTENT_STALE_TIME = 5 * 60 * 1000;

export const contentApi = {
  textBlock: (screenType: ScreenType, language: string, signal?: AbortSignal) =>
    apiClient.get<ServedTextBlock>(
      `/api/content/text-blocks/${screenType}?${new URLSearchParams({ language })}`,
      signal ? { signal } : {},
    ),
  appDetails: (language: string, title?: string, signal?: AbortSignal) =>
    apiClient.get<AppDetails>(
      `/api/content/app-details?${new URLSearchParams(title ? { language, title } : { language })}`,
      signal ? { signal } : {},
    ),
};

export const contentKeys = {
  all: ['content'] as const,
  textBlock: (screenType: ScreenType, language: string) =>
    [...contentKeys.all, 'text-block', screenType, language] as const,
  appDetails: (language: string) => [...contentKeys.all, 'app-details', language] as const,
};

export const textBlockQueryOptions = (screenType: ScreenType, language: string) =>
  queryOptions({
    queryKey: contentKeys.textBlock(screenType, language),
    // The built-in block is on screen already: the stored one is asked for once that screen is painted.
    queryFn: async ({ signal }) => {
      await afterNextPaint();
      return contentApi.textBlock(screenType, language, signal);
    },
    staleTime: CONTENT_STALE_TIME,
    // The built-in text shows meanwhile and on failure: no retries beyond the client's defaults needed.
    retry: 1,
  });
