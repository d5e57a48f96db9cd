import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, UserProfileSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { accountKeys } from './query-keys.ts';

export const getUserProfile = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.account.getUserProfile, schema: UserProfileSchema, signal });

export const userProfileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getUserProfile(signal) });

export const useUserProfile = () => useQuery(userProfileQueryOptions());
