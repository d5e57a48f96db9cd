import { API_PATHS, DaycareOrderResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ManyOrdersResponseSchema } from './many-orders-result.ts';
import { conflictToCaller, useOrderMutation } from './order-mutation.ts';

const V = API_PATHS.childcareProviderHistory;

/** The provider's actions on one order: each a POST with the order id in the query (section 7). */
export const SINGLE_ORDER_ACTIONS = {
  approve: V.approveOrder,
  refuse: V.refuseOrder,
  checkIn: V.setCheckInTimeStamp,
  pickUp: V.setPickUpTimeStamp,
  noShow: V.setNoShowChild,
} as const;
export type SingleOrderAction = keyof typeof SINGLE_ORDER_ACTIONS;

export const actOnOrder = (action: SingleOrderAction, orderId: string) =>
  apiRequest({
    method: 'POST',
    path: SINGLE_ORDER_ACTIONS[action],
    query: { orderId },
    schema: DaycareOrderResponseSchema,
    returnToCaller: conflictToCaller,
  }).then((response) => response.data);

export const useActOnOrder = () =>
  useOrderMutation(({ action, orderId }: { action: SingleOrderAction; orderId: string }) =>
    actOnOrder(action, orderId),
  );

/** approveAllOrders / refuseAllOrders: several requests at once, each answered on its own. */
export const actOnAllOrders = (action: 'approve' | 'refuse', orderIds: string[]) =>
  apiRequest({
    method: 'POST',
    path: action === 'approve' ? V.approveAllOrders : V.refuseAllOrders,
    body: { orderIds },
    schema: ManyOrdersResponseSchema,
  }).then((response) => response.data);

export const useActOnAllOrders = () =>
  useOrderMutation(({ action, orderIds }: { action: 'approve' | 'refuse'; orderIds: string[] }) =>
    actOnAllOrders(action, orderIds),
  );
