import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, waitlistRequestsSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { waitlistRetry } from './get-waitlist-filters.ts';
import { queueKeys } from './queue-keys.ts';

/** GET waitlist/requests: the family's entries with their positions ("3rd of 14"). */
export const getWaitlistRequests = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.waitlist.requests, schema: waitlistRequestsSchema, signal });

export const waitlistRequestsOptions = () =>
  queryOptions({
    queryKey: queueKeys.requests(),
    queryFn: ({ signal }) => getWaitlistRequests(signal),
    ...waitlistRetry,
  });

export const useWaitlistRequests = () => useQuery(waitlistRequestsOptions());

/**
 * The home page's notice of offered places (components/offers-notice.tsx): the same call, but a failure stays with
 * the notice, which then shows nothing (the card says it); only a 401 goes to login. Its key sits under the card's,
 * so an answer on the card refreshes it.
 */
export const useWaitlistOffersForNotice = () =>
  useQuery({
    queryKey: [...queueKeys.requests(), 'notice'],
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.waitlist.requests,
        schema: waitlistRequestsSchema,
        signal,
        returnToCaller: (error) => error.status !== 401,
      }),
    retry: false,
  });
