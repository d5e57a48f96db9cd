import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, RecurrenceResponseSchema, type RecurrenceRequest } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

/**
 * POST parentHistory/createReoccurringOrders: `confirm` false previews every date (bookable or why not), true books
 * the bookable ones. A day taken meanwhile is a 409 the page shows.
 */
export const createReoccurringOrders = (request: RecurrenceRequest) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.parentHistory.createReoccurringOrders,
    body: request,
    schema: RecurrenceResponseSchema,
    returnToCaller: (error: ApiError) => error.status === 409,
  }).then((response) => response.data);

export function useCreateReoccurringOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReoccurringOrders,
    onSuccess: (_data, request) =>
      request.confirm ? queryClient.invalidateQueries({ queryKey: bookingKeys.histories() }) : undefined,
  });
}
