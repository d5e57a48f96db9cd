import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS, type DaycareOrder } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

const DeletedSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/** DELETE deleteDaycareOrder: removes a draft day. */
export const deleteDaycareOrder = (orderId: string) =>
  apiRequest({
    method: 'DELETE',
    path: API_PATHS.booking.deleteDaycareOrder,
    query: { orderId },
    schema: DeletedSchema,
  });

export function useDeleteDaycareOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: DaycareOrder) => deleteDaycareOrder(order.orderId),
    onSuccess: (_data, order) => {
      queryClient.setQueryData(bookingKeys.drafts(order.childcareProviderId), (old: DaycareOrder[] | undefined) =>
        old?.filter((candidate) => candidate.orderId !== order.orderId),
      );
      return queryClient.invalidateQueries({ queryKey: bookingKeys.histories() });
    },
  });
}
