import { useMutation } from '@tanstack/react-query';
import { API_PATHS, RegisterResponseSchema, type RegisterRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export type RegisterInput = { request: RegisterRequest; referralToken?: string | null };

export const register = ({ request, referralToken }: RegisterInput) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.account.register,
    query: { referralToken },
    body: request,
    kind: 'public',
    schema: RegisterResponseSchema,
  });

export const useRegister = () => useMutation({ mutationFn: register });
