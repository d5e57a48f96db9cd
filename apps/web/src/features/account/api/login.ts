import { useMutation } from '@tanstack/react-query';
import { LoginResponseSchema, type LoginRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

export const login = (input: LoginRequest) =>
  apiRequest({ method: 'POST', path: '/api/account/login', body: input, kind: 'public', schema: LoginResponseSchema });

export const useLogin = () => useMutation({ mutationFn: login });
