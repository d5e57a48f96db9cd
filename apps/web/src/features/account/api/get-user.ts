import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { accountKeys } from './query-keys.ts';

export const getUser = (signal?: AbortSignal) =>
  apiRequest({ path: '/api/account/getUser', schema: UserSchema, signal });

export const userQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.user(), queryFn: ({ signal }) => getUser(signal) });

export const useUser = () => useQuery(userQueryOptions());
