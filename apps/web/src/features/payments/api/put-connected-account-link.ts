import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, OnboardingLinkSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

/** PUT connected account link: creates the payout account on first use; answers where onboarding continues. */
export const putConnectedAccountLink = (urls: { returnUrl?: string; refreshUrl?: string }) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.payments.connectedAccountLink,
    body: urls,
    schema: OnboardingLinkSchema,
  });

export function usePutConnectedAccountLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putConnectedAccountLink,
    onSuccess: ({ account }) => queryClient.setQueryData(paymentsKeys.account(), account),
  });
}
