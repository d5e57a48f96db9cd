import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ValidationResultSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { accountKeys } from './query-keys.ts';

export const validateEmail = (email: string, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.account.validateEmail,
    query: { email },
    kind: 'public',
    schema: ValidationResultSchema,
    signal,
  });

export const validateEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: accountKeys.availability('email', email),
    queryFn: ({ signal }) => validateEmail(email, signal),
    staleTime: 60_000,
    retry: false,
  });
