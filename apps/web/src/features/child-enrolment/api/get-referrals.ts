import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ReferralsResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/** GET /api/account/getReferrals: who registered through the signed-in user's link, newest first. */
export const getReferrals = (page: number, signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.account.getReferrals, query: { page }, schema: ReferralsResponseSchema, signal });

export const referralsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: enrolmentKeys.referrals(page),
    queryFn: ({ signal }) => getReferrals(page, signal),
    placeholderData: keepPreviousData,
  });
export const useReferrals = (page: number) => useQuery(referralsQueryOptions(page));
