import { API_PATHS } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ManyOrdersResponseSchema } from './many-orders-result.ts';
import { useOrderMutation } from './order-mutation.ts';

/** POST parentHistory/refuseAllOrders: the parent withdraws requests the provider has not answered. */
export const withdrawRequests = (orderIds: string[]) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.parentHistory.refuseAllOrders,
    body: { orderIds },
    schema: ManyOrdersResponseSchema,
  }).then((response) => response.data);

export const useWithdrawRequests = () => useOrderMutation(withdrawRequests);
