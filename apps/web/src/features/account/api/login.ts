import { useMutation } from '@tanstack/react-query';
import { API_PATHS, LoginResponseSchema, type LoginRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export const login = (input: LoginRequest) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.account.login,
    body: input,
    kind: 'public',
    schema: LoginResponseSchema,
  });

export const useLogin = () => useMutation({ mutationFn: login });
