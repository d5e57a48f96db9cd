import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, BookingStatusResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

/** GET getBookingStatus: whether the provider takes new bookings, and whether they wait for approval. */
export const getBookingStatus = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.booking.getBookingStatus, schema: BookingStatusResponseSchema, signal }).then(
    (response) => response.data,
  );

export const bookingStatusQueryOptions = () =>
  queryOptions({ queryKey: bookingKeys.status(), queryFn: ({ signal }) => getBookingStatus(signal) });

export const useBookingStatus = (enabled = true) => useQuery({ ...bookingStatusQueryOptions(), enabled });

/** PUT updateBookingStatus: opens or pauses new bookings. */
export const updateBookingStatus = (acceptingBookings: boolean) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.booking.updateBookingStatus,
    body: { acceptingBookings },
    schema: BookingStatusResponseSchema,
  }).then((response) => response.data);

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSuccess: (status) => queryClient.setQueryData(bookingKeys.status(), status),
  });
}
