import { useMutation } from '@tanstack/react-query';
import { API_PATHS, MessageResponseSchema, type ResetPasswordRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export const resetPassword = (input: ResetPasswordRequest) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.account.resetPassword,
    body: input,
    kind: 'public',
    schema: MessageResponseSchema,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
