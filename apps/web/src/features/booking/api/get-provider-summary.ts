import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ProviderProfileResponseSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { bookingKeys } from './query-keys.ts';

/**
 * GET /api/providers/{childcareProviderId}: the booking pages name the provider and show its cancellation option.
 * A provider that does not exist (or is no longer listed) is a 404 the page shows.
 */
export const getProviderSummary = (providerId: string, signal?: AbortSignal) =>
  apiRequest({
    path: buildPath(API_PATHS.providers.byId, { childcareProviderId: providerId }),
    schema: ProviderProfileResponseSchema,
    returnToCaller: (error: ApiError) => error.status === 404,
    signal,
  }).then((response) => response.data);

export const providerSummaryQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: bookingKeys.provider(providerId),
    queryFn: ({ signal }) => getProviderSummary(providerId, signal),
    retry: false,
  });

export const useProviderSummary = (providerId: string | null) =>
  useQuery({ ...providerSummaryQueryOptions(providerId ?? ''), enabled: Boolean(providerId) });
