import { useMutation } from '@tanstack/react-query';
import { API_PATHS, MessageResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

/** By user id when we know the account, else by e-mail; the answer is the same whatever the account. */
export type ResendActivationInput = { userId: string } | { email: string };

export const resendActivation = (input: ResendActivationInput) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.account.resendActivation,
    query: input,
    kind: 'public',
    schema: MessageResponseSchema,
  });

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
