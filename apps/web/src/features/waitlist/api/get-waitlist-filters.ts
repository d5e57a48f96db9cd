import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  isWaitlistDataComplete,
  retryWaitlistRequest,
  waitlistFiltersSchema,
  waitlistRetryDelayMs,
  type WaitlistFilters,
  type WaitlistSelections,
} from '@kinderly/shared';
import { apiRequest, isApiError } from '../../../lib/api/index.ts';
import { waitlistKeys } from './query-keys.ts';

/** GET waitlist filters: every list of the wizard (provider and childcare types, school plans, payment options). */
export const getWaitlistFilters = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.waitlist.filters, schema: waitlistFiltersSchema, signal });

/** What the filters are while the selections are incomplete (SPEC section 4: an empty result, no call). */
export const EMPTY_WAITLIST_FILTERS: WaitlistFilters = {
  providerTypes: [],
  childcareTypes: [],
  schoolPlans: [],
  paymentOptions: [],
};

/** The waitlist's retry rule (3 more tries, 1 second apart; a refusal by the server is final), for any query. */
export const waitlistRetry = {
  retry: (failures: number, error: unknown) => retryWaitlistRequest(failures, isApiError(error) ? error.status : null),
  retryDelay: waitlistRetryDelayMs,
};

export const waitlistFiltersQueryOptions = () =>
  queryOptions({
    queryKey: waitlistKeys.filters(),
    queryFn: ({ signal }) => getWaitlistFilters(signal),
    ...waitlistRetry,
  });

/** SPEC section 4: fetched only when the selections are complete; otherwise the empty result, without a call. */
export function useWaitlistFilters(selections: WaitlistSelections | null) {
  const complete = isWaitlistDataComplete(selections);
  const query = useQuery({ ...waitlistFiltersQueryOptions(), enabled: complete });
  return { ...query, data: complete ? query.data : EMPTY_WAITLIST_FILTERS };
}
