import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, ValidationResultSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { accountKeys } from './query-keys.ts';

export const validateUserName = (userName: string, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.account.validateUserName,
    query: { userName },
    kind: 'public',
    schema: ValidationResultSchema,
    signal,
  });

export const validateUserNameQueryOptions = (userName: string) =>
  queryOptions({
    queryKey: accountKeys.availability('userName', userName),
    queryFn: ({ signal }) => validateUserName(userName, signal),
    staleTime: 60_000,
    retry: false,
  });
