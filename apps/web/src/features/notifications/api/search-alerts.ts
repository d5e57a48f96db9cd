import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  CreatedSearchAlertSchema,
  GeocodeSearchResponseSchema,
  SearchAlertListSchema,
  type CreateSearchAlert,
} from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';

export const searchAlertKeys = {
  list: () => ['notifications', 'alerts'] as const,
  places: (text: string) => ['notifications', 'alert-places', text.trim().toLowerCase()] as const,
};

export const searchAlertsOptions = () =>
  queryOptions({
    queryKey: searchAlertKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest({ path: API_PATHS.notifications.alerts, schema: SearchAlertListSchema, signal }).then(
        (answer) => answer.items,
      ),
  });

export const useSearchAlerts = () => useQuery(searchAlertsOptions());

export function useCreateSearchAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSearchAlert) =>
      apiRequest({
        method: 'POST',
        path: API_PATHS.notifications.alerts,
        body,
        schema: CreatedSearchAlertSchema,
        // The form shows a field map (400) and the limit (409); anything else is routed as usual.
        returnToCaller: (error) => error.status === 400 || error.status === 409,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: searchAlertKeys.list() }),
  });
}

export function useStopSearchAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest({
        method: 'DELETE',
        path: buildPath(API_PATHS.notifications.alert, { id }),
        returnToCaller: (error) => error.status === 404,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: searchAlertKeys.list() }),
  });
}

/** Shorter text finds nothing useful (the server asks for 2 characters too). */
export const PLACE_MIN_LENGTH = 2;

/** Forward geocoding, as the search page's place box does: a failed lookup only leaves the suggestions empty. */
export const usePlaceSuggestions = (text: string) =>
  useQuery({
    queryKey: searchAlertKeys.places(text),
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.addresses.search,
        query: { q: text.trim() },
        schema: GeocodeSearchResponseSchema,
        signal,
        quiet: true,
      }).then((answer) => answer.data),
    enabled: text.trim().length >= PLACE_MIN_LENGTH,
    staleTime: 10 * 60_000,
    retry: false,
  });
