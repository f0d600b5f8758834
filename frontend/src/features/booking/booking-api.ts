import type {
  BookRequest,
  CancelRequest,
  ExpertProfile,
  ExpertsQuery,
  ExpertsResponse,
  MemberBookingResponse,
  MemberBookingsListResponse,
  RescheduleRequest,
  SlotsResponse,
  SlotTakenResponse,
} from '@kinwell/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../lib/api-client';

/**
 * The member side of the booking group (@kinwell/contracts `bookingRoutes`), with its query options beside it.
 * Contracts are imported as types only, so zod stays out of these pages' JavaScript.
 */
export type DirectoryFilters = Partial<Pick<ExpertsQuery, 'goal' | 'language' | 'gender'>> & {
  sort?: ExpertsQuery['sort'];
};
export type DirectoryExpert = ExpertsResponse['experts'][number];
export type { ExpertProfile, MemberBooking, SessionBalanceResponse as SessionBalance, Slot } from '@kinwell/contracts';

const path = (expertId: string) => `/api/experts/${encodeURIComponent(expertId)}` as const;
const bookingPath = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}` as const;

function searchOf(filters: DirectoryFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const bookingApi = {
  experts: (filters: DirectoryFilters, signal?: AbortSignal) =>
    apiClient.get<ExpertsResponse>(`/api/experts${searchOf(filters)}`, signal ? { signal } : {}),
  expert: (expertId: string, signal?: AbortSignal) =>
    apiClient.get<{ expert: ExpertProfile }>(path(expertId), signal ? { signal } : {}),
  slots: (expertId: string, sessionMinutes: number, signal?: AbortSignal) =>
    apiClient.get<SlotsResponse>(`${path(expertId)}/slots?sessionMinutes=${sessionMinutes}`, signal ? { signal } : {}),
  myBookings: (signal?: AbortSignal) =>
    apiClient.get<MemberBookingsListResponse>('/api/bookings', signal ? { signal } : {}),
  book: (body: BookRequest) => apiClient.post<MemberBookingResponse>('/api/bookings', body),
  reschedule: (bookingId: string, body: RescheduleRequest) =>
    apiClient.post<MemberBookingResponse>(`${bookingPath(bookingId)}/reschedule`, body),
  cancel: (bookingId: string, body: CancelRequest) =>
    apiClient.post<MemberBookingResponse>(`${bookingPath(bookingId)}/cancel`, body),
};

export const bookingKeys = {
  all: ['booking'] as const,
  experts: (filters: DirectoryFilters) => [...bookingKeys.all, 'experts', filters] as const,
  expert: (expertId: string) => [...bookingKeys.all, 'expert', expertId] as const,
  slots: (expertId: string, sessionMinutes: number) => [...bookingKeys.all, 'slots', expertId, sessionMinutes] as const,
  myBookings: () => [...bookingKeys.all, 'my-bookings'] as const,
};

/** Free times move as others book: a minute is fresh enough for a list, and a booking refreshes them at once. */
const SLOTS_STALE_TIME = 60_000;

export const expertsQueryOptions = (filters: DirectoryFilters) =>
  queryOptions({
    queryKey: bookingKeys.experts(filters),
    queryFn: ({ signal }) => bookingApi.experts(filters, signal),
    staleTime: SLOTS_STALE_TIME,
  });

export const expertQueryOptions = (expertId: string) =>
  queryOptions({
    queryKey: bookingKeys.expert(expertId),
    queryFn: ({ signal }) => bookingApi.expert(expertId, signal).then((answer) => answer.expert),
    staleTime: 10 * 60_000,
  });

export const slotsQueryOptions = (expertId: string, sessionMinutes: number) =>
  queryOptions({
    queryKey: bookingKeys.slots(expertId, sessionMinutes),
    queryFn: ({ signal }) => bookingApi.slots(expertId, sessionMinutes, signal).then((answer) => answer.slots),
    staleTime: SLOTS_STALE_TIME,
  });

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.myBookings(),
    queryFn: ({ signal }) => bookingApi.myBookings(signal),
    staleTime: 30_000,
  });

/** A lost race (409 `booking.slotTaken`): the server's message and the expert's next free times. */
export function slotTakenOf(error: unknown): SlotTakenResponse | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<SlotTakenResponse> | undefined;
  return {
    message: error.message,
    code: error.code ?? '',
    nextSlots: Array.isArray(body?.nextSlots) ? body.nextSlots : [],
  };
}
