import { API_PATHS, DaycareOrderResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import type { HistorySide } from './get-history.ts';
import { useOrderMutation } from './order-mutation.ts';

const PATHS = {
  parent: API_PATHS.parentHistory.setOrderHideCard,
  provider: API_PATHS.childcareProviderHistory.setOrderHideCard,
} as const;

/** PUT setOrderHideCard: hides a card from the caller's own view (hidden false shows it again). */
export const setOrderHideCard = (side: HistorySide, orderId: string, hidden: boolean) =>
  apiRequest({
    method: 'PUT',
    path: PATHS[side],
    query: { orderId, hidden: hidden ? 'true' : 'false' },
    schema: DaycareOrderResponseSchema,
  }).then((response) => response.data);

export const useSetOrderHideCard = (side: HistorySide) =>
  useOrderMutation(({ orderId, hidden }: { orderId: string; hidden: boolean }) =>
    setOrderHideCard(side, orderId, hidden),
  );
