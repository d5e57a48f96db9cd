import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '../../../lib/public-config.ts';
import { paymentsKeys } from './query-keys.ts';

/** Whether Stripe is configured (a publishable key) or the local sandbox takes cards. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentsKeys.config(),
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
