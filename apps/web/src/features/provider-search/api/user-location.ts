import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, UserLocationSchema, type SaveUserLocationRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { searchKeys } from './query-keys.ts';

/** The family's saved location: null fields until one is saved. */
export const getUserLocation = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.account.getUserLocation, schema: UserLocationSchema, signal });

export const userLocationOptions = () =>
  queryOptions({ queryKey: searchKeys.userLocation(), queryFn: ({ signal }) => getUserLocation(signal) });

export const useUserLocation = (enabled = true) => useQuery({ ...userLocationOptions(), enabled });

export const saveUserLocation = (location: SaveUserLocationRequest) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.account.saveUserLocation,
    body: location,
    schema: UserLocationSchema,
  });

export function useSaveUserLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserLocation,
    onSuccess: async (saved) => {
      queryClient.setQueryData(searchKeys.userLocation(), saved);
      // Searches without a point were around the old location.
      await queryClient.invalidateQueries({ queryKey: searchKeys.providers() });
    },
  });
}
