import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, GeocodeSearchResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { searchKeys } from './query-keys.ts';

/** Shorter text finds nothing useful (the server asks for 2 characters too). */
export const PLACE_MIN_LENGTH = 2;

/**
 * Forward geocoding: the places matching what a person typed. `quiet`: a lookup that fails leaves the box empty
 * and the page says so; it never takes the person away from the search.
 */
export const searchPlaces = (text: string, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.addresses.search,
    query: { q: text.trim() },
    schema: GeocodeSearchResponseSchema,
    signal,
    quiet: true,
  }).then((response) => response.data);

export const placesOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.places(text),
    queryFn: ({ signal }) => searchPlaces(text, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const usePlaces = (text: string) =>
  useQuery({ ...placesOptions(text), enabled: text.trim().length >= PLACE_MIN_LENGTH });
