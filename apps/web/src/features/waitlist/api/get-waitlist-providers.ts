import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, waitlistProvidersSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { waitlistRetry } from './get-waitlist-filters.ts';
import { queueKeys } from './queue-keys.ts';

/** GET child/{id}/waitlist/providers: providers matching the child's latest ticket. A 409 (no ticket, no location) is the page's. */
export const getWaitlistProviders = (childId: string, page: number, signal?: AbortSignal) =>
  apiRequest({
    path: buildPath(API_PATHS.waitlist.providers, { id: childId }),
    query: { page },
    schema: waitlistProvidersSchema,
    signal,
    returnToCaller: (error: ApiError) => error.status === 409,
  });

export const waitlistProvidersOptions = (childId: string, page: number) =>
  queryOptions({
    queryKey: queueKeys.providers(childId, page),
    queryFn: ({ signal }) => getWaitlistProviders(childId, page, signal),
    placeholderData: keepPreviousData,
    // SPEC section 7: the filtered providers are asked again 3 times, 1 second apart.
    ...waitlistRetry,
  });

export const useWaitlistProviders = (childId: string, page: number) =>
  useQuery(waitlistProvidersOptions(childId, page));
