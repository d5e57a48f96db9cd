import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, DeleteCreditCardResponseSchema } from '@kinderly/shared';
import { apiRequest, refreshSessionNow } from '../../../lib/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

export const deleteCreditCard = (creditCardId: string) =>
  apiRequest({
    method: 'DELETE',
    path: API_PATHS.payments.deleteCreditCard,
    query: { creditCardId },
    schema: DeleteCreditCardResponseSchema,
  });

export function useDeleteCreditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreditCard,
    onSuccess: async ({ cards }) => {
      queryClient.setQueryData(paymentsKeys.cards(), cards);
      await refreshSessionNow();
    },
  });
}
