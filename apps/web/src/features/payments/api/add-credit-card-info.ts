import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddCreditCardInfoResponseSchema, API_PATHS, type AddCreditCardInfoRequest } from '@kinderly/shared';
import { apiRequest, refreshSessionNow } from '../../../lib/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

/** POST addCreditCardInfo: the sandbox card, or the Stripe Checkout session that saved one. */
export const addCreditCardInfo = (request: AddCreditCardInfoRequest) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.payments.addCreditCardInfo,
    body: request,
    schema: AddCreditCardInfoResponseSchema,
  });

export function useAddCreditCardInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCreditCardInfo,
    onSuccess: async (result) => {
      if (result.status !== 'succeeded') return;
      // The token counts the cards (navigation rules read it): take a fresh one.
      await refreshSessionNow();
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.cards() });
    },
  });
}
