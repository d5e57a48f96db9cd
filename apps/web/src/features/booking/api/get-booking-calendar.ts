import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, BookingCalendarResponseSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

export type CalendarQuery = { providerId: string; childId: string; from: string; to: string };

/** GET getBookingCalendar: each day from `from` to `to` for this child at this provider (open, full, closed...). */
export const getBookingCalendar = (query: CalendarQuery, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.booking.getBookingCalendar,
    query,
    schema: BookingCalendarResponseSchema,
    // A provider that is gone (404) or paused (409), or a child that cannot be booked: the page says so.
    returnToCaller: (error: ApiError) => error.status === 404 || error.status === 409,
    signal,
  }).then((response) => response.data);

export const bookingCalendarQueryOptions = (query: CalendarQuery) =>
  queryOptions({
    queryKey: bookingKeys.calendar(query),
    queryFn: ({ signal }) => getBookingCalendar(query, signal),
    // Spaces change as others book: a month shown again is asked again.
    staleTime: 30_000,
    retry: false,
  });

export const useBookingCalendar = (query: CalendarQuery | null) =>
  useQuery({
    ...bookingCalendarQueryOptions(query ?? { providerId: '', childId: '', from: '', to: '' }),
    enabled: Boolean(query),
    // The grid keeps the month shown while the next one loads.
    placeholderData: keepPreviousData,
  });
