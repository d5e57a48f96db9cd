import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, UserSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { accountKeys } from './query-keys.ts';

export const getUser = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.account.getUser, schema: UserSchema, signal });

export const userQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.user(), queryFn: ({ signal }) => getUser(signal) });

export const useUser = () => useQuery(userQueryOptions());
