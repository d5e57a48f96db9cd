import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ProviderListResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { searchKeys } from './query-keys.ts';

export const FAVOURITES_PAGE_SIZE = 20;

/** The signed-in family's favourite providers, one page. */
export const getFavourites = (page: number, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.booking.getFavoritesLiked,
    query: { page, pageSize: FAVOURITES_PAGE_SIZE },
    schema: ProviderListResponseSchema,
    signal,
  });

export const favouritesOptions = (page: number) =>
  queryOptions({
    queryKey: searchKeys.favourites(page),
    queryFn: ({ signal }) => getFavourites(page, signal),
    placeholderData: keepPreviousData,
  });

export const useFavourites = (page: number) => useQuery(favouritesOptions(page));
