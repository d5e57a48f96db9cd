import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReverseGeocodeResult } from '@kinderly/shared';
import { providerKeys } from '../api/query-keys.ts';

/**
 * The address found with "use my location", held in the query cache (client memory, never saved as such) so the
 * location step can start from it; the location step saves the address the provider confirms.
 */
const foundLocationOptions = () =>
  queryOptions<ReverseGeocodeResult | null>({
    queryKey: [...providerKeys.all, 'found-location'],
    queryFn: () => null,
    staleTime: Infinity,
  });

export function useFoundLocation() {
  const queryClient = useQueryClient();
  const found = useQuery(foundLocationOptions());
  return useMemo(
    () => ({
      found: found.data ?? null,
      remember: (result: ReverseGeocodeResult) => queryClient.setQueryData(foundLocationOptions().queryKey, result),
    }),
    [found.data, queryClient],
  );
}
