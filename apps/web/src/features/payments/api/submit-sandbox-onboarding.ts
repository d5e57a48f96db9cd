import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, ConnectedAccountLinkSchema, type SandboxOnboardingRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { paymentsKeys } from './query-keys.ts';

/** PUT sandboxOnboarding: the local payout onboarding form, kept half-way or submitted. */
export const submitSandboxOnboarding = (request: SandboxOnboardingRequest) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.payments.sandboxOnboarding,
    body: request,
    schema: ConnectedAccountLinkSchema,
  });

export function useSubmitSandboxOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSandboxOnboarding,
    onSuccess: (account) => queryClient.setQueryData(paymentsKeys.account(), account),
  });
}
