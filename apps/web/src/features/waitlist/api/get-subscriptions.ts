import { useQuery } from '@tanstack/react-query';
import { API_PATHS, subscriptionsSchema, type Subscription } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { waitlistRetry } from './get-waitlist-filters.ts';
import { waitlistKeys } from './query-keys.ts';

/**
 * GET users/{email}/subscriptions: the waitlist packs the user bought, newest first. A side section of the card: a
 * failure only leaves it out (a 401 still goes to login).
 */
export const getSubscriptions = async (email: string, signal?: AbortSignal) =>
  (
    await apiRequest({
      path: buildPath(API_PATHS.waitlist.subscriptions, { email }),
      schema: subscriptionsSchema,
      signal,
      returnToCaller: (error) => error.status !== 401,
    })
  ).items;

const NO_SUBSCRIPTIONS: Subscription[] = [];

/** SPEC section 4: fetched only when the signed-in user has an e-mail; otherwise an empty list, without a call. */
export function useSubscriptions() {
  const email = useAuthStore((state) => state.claims?.email ?? '');
  const query = useQuery({
    queryKey: waitlistKeys.subscriptions(email),
    queryFn: ({ signal }) => getSubscriptions(email, signal),
    enabled: email !== '',
    ...waitlistRetry,
  });
  return { ...query, data: email ? query.data : NO_SUBSCRIPTIONS };
}
