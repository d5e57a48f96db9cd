import type { QueryParams } from '../../../lib/api-path.ts';

/** Cache keys of the search feature; a favourite toggled anywhere updates every list under `providers`. */
export const searchKeys = {
  all: ['provider-search'] as const,
  providers: () => [...searchKeys.all, 'providers'] as const,
  search: (query: QueryParams) => [...searchKeys.providers(), 'search', query] as const,
  favourites: (page: number) => [...searchKeys.providers(), 'favourites', page] as const,
  places: (text: string) => [...searchKeys.all, 'places', text.trim().toLowerCase()] as const,
  userLocation: () => [...searchKeys.all, 'user-location'] as const,
};
