import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type LoginRequest, type LoginResponse } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export async function login(input: LoginRequest): Promise<LoginResponse> {
  // Fetched with the first submit, not with the login page (see sign-in.ts).
  const { LoginResponseSchema } = await import('../lib/sign-in.ts');
  return apiRequest({
    method: 'POST',
    path: API_PATHS.account.login,
    body: input,
    kind: 'public',
    schema: LoginResponseSchema,
  });
}

export const useLogin = () => useMutation({ mutationFn: login });
