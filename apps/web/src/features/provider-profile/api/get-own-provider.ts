import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ProviderForCurrentUserResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { profileKeys } from './query-keys.ts';

/** GET getProviderForCurrentUser: the signed-in home provider's own record (its id opens the profile). */
export const getOwnProvider = (signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.childcareProvider.getProviderForCurrentUser,
    schema: ProviderForCurrentUserResponseSchema,
    signal,
  }).then((response) => response.data);

export const ownProviderQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.ownProvider(), queryFn: ({ signal }) => getOwnProvider(signal) });
export const useOwnProvider = () => useQuery(ownProviderQueryOptions());
