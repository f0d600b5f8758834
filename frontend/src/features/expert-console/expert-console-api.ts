import type {
  AvailabilityInput,
  AvailabilityResponse,
  CancelRequest,
  ExpertBooking,
  ExpertBookingsResponse,
  ExpertSelfResponse,
} from '@kinwell/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** The expert group of @kinwell/contracts `bookingRoutes` (the expert role only), with its query options. */
export type { AvailabilityInput, AvailabilityResponse, ExpertBooking };

export const expertConsoleApi = {
  me: (signal?: AbortSignal) => apiClient.get<ExpertSelfResponse>('/api/expert/me', signal ? { signal } : {}),
  availability: (signal?: AbortSignal) =>
    apiClient.get<AvailabilityResponse>('/api/expert/availability', signal ? { signal } : {}),
  saveAvailability: (body: AvailabilityInput) => apiClient.put<AvailabilityResponse>('/api/expert/availability', body),
  bookings: (signal?: AbortSignal) =>
    apiClient.get<ExpertBookingsResponse>('/api/expert/bookings', signal ? { signal } : {}),
  cancel: (bookingId: string, body: CancelRequest) =>
    apiClient.post<{ booking: ExpertBooking }>(`/api/expert/bookings/${encodeURIComponent(bookingId)}/cancel`, body),
};

export const expertConsoleKeys = {
  all: ['expert-console'] as const,
  me: () => [...expertConsoleKeys.all, 'me'] as const,
  availability: () => [...expertConsoleKeys.all, 'availability'] as const,
  bookings: () => [...expertConsoleKeys.all, 'bookings'] as const,
};

export const expertSelfQueryOptions = () =>
  queryOptions({
    queryKey: expertConsoleKeys.me(),
    queryFn: ({ signal }) => expertConsoleApi.me(signal).then((answer) => answer.expert),
    staleTime: 10 * 60_000,
  });

export const availabilityQueryOptions = () =>
  queryOptions({
    queryKey: expertConsoleKeys.availability(),
    queryFn: ({ signal }) => expertConsoleApi.availability(signal),
    // The editor keeps its own draft: a background refetch must not replace what the expert is typing.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const expertBookingsQueryOptions = () =>
  queryOptions({
    queryKey: expertConsoleKeys.bookings(),
    queryFn: ({ signal }) => expertConsoleApi.bookings(signal),
    staleTime: 30_000,
  });
