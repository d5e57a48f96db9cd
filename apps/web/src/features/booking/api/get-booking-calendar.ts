import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, BookingCalendarResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

export type CalendarQuery = { providerId: string; childId: string; from: string; to: string };

/** GET getBookingCalendar: each day from `from` to `to` for this child at this provider (open, full, closed...). */
export const getBookingCalendar = (query: CalendarQuery, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.booking.getBookingCalendar,
    query,
    schema: BookingCalendarResponseSchema,
    signal,
  }).then((response) => response.data);

export const bookingCalendarQueryOptions = (query: CalendarQuery) =>
  queryOptions({
    queryKey: bookingKeys.calendar(query),
    queryFn: ({ signal }) => getBookingCalendar(query, signal),
    // Spaces change as others book: a month shown again is asked again.
    staleTime: 30_000,
  });

export const useBookingCalendar = (query: CalendarQuery | null) =>
  useQuery({
    ...bookingCalendarQueryOptions(query ?? { providerId: '', childId: '', from: '', to: '' }),
    enabled: Boolean(query),
    // The grid keeps the month shown while the next one loads.
    placeholderData: keepPreviousData,
  });
