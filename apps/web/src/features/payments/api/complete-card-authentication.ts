import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddCreditCardInfoResponseSchema, API_PATHS, type CompleteCardAuthenticationRequest } from '@kinderly/shared';
import { apiRequest, refreshSessionNow } from '../../../lib/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

/** PUT completeCardAuthentication: the sandbox's authentication step, completed or failed. */
export const completeCardAuthentication = (request: CompleteCardAuthenticationRequest) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.payments.completeCardAuthentication,
    body: request,
    schema: AddCreditCardInfoResponseSchema,
  });

export function useCompleteCardAuthentication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeCardAuthentication,
    onSuccess: async () => {
      await refreshSessionNow();
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.cards() });
    },
  });
}
