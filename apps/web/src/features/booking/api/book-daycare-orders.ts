import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, DaycareOrderListResponseSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

/**
 * POST bookDaycareOrders: books the drafts all or none. A full day or a child booked elsewhere is a 409 naming the
 * order (`OrderIds[i]`), which the summary shows on that day.
 */
export const bookDaycareOrders = (orderIds: string[]) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.booking.bookDaycareOrders,
    body: { orderIds },
    schema: DaycareOrderListResponseSchema,
    returnToCaller: (error: ApiError) => error.status === 409,
  }).then((response) => response.data);

export function useBookDaycareOrders(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookDaycareOrders,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.drafts(providerId) }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.histories() }),
      ]),
  });
}
