import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ProviderProfileResponseSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { profileKeys } from './query-keys.ts';

const isNotFound = (error: ApiError) => error.status === 404;

/**
 * GET /api/providers/{childcareProviderId}: a listed provider's profile (or the reader's own). An unknown or unlisted
 * provider is a 404, which comes back to the page (it shows the not-found page); other failures are routed as usual.
 */
export const getProviderProfile = (providerId: string, signal?: AbortSignal) =>
  apiRequest({
    path: buildPath(API_PATHS.providers.byId, { childcareProviderId: providerId }),
    schema: ProviderProfileResponseSchema,
    returnToCaller: isNotFound,
    signal,
  }).then((response) => response.data);

export const providerProfileQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: profileKeys.profile(providerId),
    queryFn: ({ signal }) => getProviderProfile(providerId, signal),
    // A 404 stays a 404: no retries before the page says so.
    retry: false,
  });

export const useProviderProfile = (providerId: string | null) =>
  useQuery({ ...providerProfileQueryOptions(providerId ?? ''), enabled: Boolean(providerId) });
