import { API_PATHS, CancelOrderResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { conflictToCaller, useOrderMutation } from './order-mutation.ts';

/** POST cancelOrder: cancels a booked day (either side); answers the refund by the terms copied at booking. */
export const cancelOrder = (orderId: string) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.booking.cancelOrder,
    query: { orderId },
    schema: CancelOrderResponseSchema,
    returnToCaller: conflictToCaller,
  }).then((response) => response.data);

export const useCancelOrder = () => useOrderMutation(cancelOrder);
