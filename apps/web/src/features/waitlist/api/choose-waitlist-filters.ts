import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  isWaitlistDataComplete,
  waitlistChosenFiltersSchema,
  type WaitlistChosenFilters,
  type WaitlistSelections,
} from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { waitlistRetry } from './get-waitlist-filters.ts';
import { waitlistKeys } from './query-keys.ts';

/**
 * POST waitlist filters: the lists with the selections' choices marked and how many providers match them. It feeds a
 * summary only, so a failure leaves the summary out (a 401 still goes to login).
 */
export const chooseWaitlistFilters = (selections: WaitlistSelections, childId?: string, signal?: AbortSignal) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.waitlist.filters,
    body: { ...selections, childId },
    schema: waitlistChosenFiltersSchema,
    signal,
    returnToCaller: (error) => error.status !== 401,
  });

/** The answer while the selections are incomplete (SPEC section 4: an empty result, no call). */
export const EMPTY_CHOSEN_FILTERS: WaitlistChosenFilters = {
  providerTypes: [],
  childcareTypes: [],
  schoolPlans: [],
  paymentOptions: [],
  matchingProviders: null,
};

/** SPEC section 4, as useWaitlistFilters: called only when the selections are complete, with the waitlist's retries. */
export function useChosenWaitlistFilters(selections: WaitlistSelections | null, childId?: string) {
  const complete = isWaitlistDataComplete(selections);
  const query = useQuery({
    queryKey: waitlistKeys.chosenFilters({ ...selections, childId }),
    queryFn: ({ signal }) => chooseWaitlistFilters(selections!, childId, signal),
    enabled: complete,
    ...waitlistRetry,
  });
  return { ...query, data: complete ? query.data : EMPTY_CHOSEN_FILTERS };
}
