import { useMutation } from '@tanstack/react-query';
import { API_PATHS, MessageResponseSchema, type ForgotPasswordRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export const forgotPassword = (input: ForgotPasswordRequest) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.account.forgotPassword,
    body: input,
    kind: 'public',
    schema: MessageResponseSchema,
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
