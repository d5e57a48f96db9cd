import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, DaycareOrderResponseSchema, type SaveDaycareOrderRequest } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

/** POST saveDaycareOrder: one day saved as a draft, priced on the server. A day it refuses (409) is the page's. */
export const saveDaycareOrder = (request: SaveDaycareOrderRequest) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.booking.saveDaycareOrder,
    body: request,
    schema: DaycareOrderResponseSchema,
    returnToCaller: (error: ApiError) => error.status === 409,
  }).then((response) => response.data);

export function useSaveDaycareOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDaycareOrder,
    onSuccess: (order) => queryClient.invalidateQueries({ queryKey: bookingKeys.drafts(order.childcareProviderId) }),
  });
}
