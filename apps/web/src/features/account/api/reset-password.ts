import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type ResetPasswordRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export const resetPassword = (input: ResetPasswordRequest) =>
  apiRequest({
    method: 'POST',
    path: '/api/account/resetPassword',
    body: input,
    kind: 'public',
    schema: MessageResponseSchema,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
