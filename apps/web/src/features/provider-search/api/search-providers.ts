import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ProviderSearchResultSchema, SEARCH_MESSAGES } from '@kinderly/shared';
import { apiRequest, isApiError, type ApiError } from '../../../lib/api/index.ts';
import type { QueryParams } from '../../../lib/api-path.ts';
import { searchKeys } from './query-keys.ts';

export const SEARCH_PAGE_SIZE = 20;

/**
 * The server's 400 when it has no point to search around (none given, none saved): the page asks for a place
 * instead of showing an error. Told apart by its message, the one answer of SEARCH_MESSAGES.locationRequired.
 */
export function isLocationRequired(error: unknown): error is ApiError {
  if (!isApiError(error) || error.status !== 400) return false;
  const messages = [error.message, ...Object.values(error.fieldErrors ?? {}).flat()];
  return /location/i.test(error.code ?? '') || messages.some((message) => message === SEARCH_MESSAGES.locationRequired);
}

/** GET getAllProviders: listed providers around the point, filtered, one page. */
export const searchProviders = (query: QueryParams, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.booking.getAllProviders,
    query,
    schema: ProviderSearchResultSchema,
    signal,
    returnToCaller: isLocationRequired,
  });

export const searchProvidersOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: searchKeys.search(query),
    queryFn: ({ signal }) => searchProviders(query, signal),
    // The previous results stay on screen (dimmed) while a changed filter loads.
    placeholderData: keepPreviousData,
  });

export const useSearchProviders = (query: QueryParams, enabled: boolean) =>
  useQuery({ ...searchProvidersOptions(query), enabled });
