import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, UserInfoSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { accountKeys } from './query-keys.ts';

export const getUserInfo = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.account.getUserInfo, schema: UserInfoSchema, signal });

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.userInfo(), queryFn: ({ signal }) => getUserInfo(signal) });

export const useUserInfo = () => useQuery(userInfoQueryOptions());
