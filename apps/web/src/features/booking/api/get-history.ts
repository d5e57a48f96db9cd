import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, OrderHistoryResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

export type HistorySide = 'parent' | 'provider';

const PATHS = {
  parent: API_PATHS.parentHistory.getHistory,
  provider: API_PATHS.childcareProviderHistory.getHistory,
} as const;

/** GET parentHistory/getHistory or childcareProviderHistory/getHistory: the caller's orders as cards. */
export const getHistory = (side: HistorySide, includeHidden: boolean, signal?: AbortSignal) =>
  apiRequest({
    path: PATHS[side],
    query: includeHidden ? { includeHidden: 'true' } : {},
    schema: OrderHistoryResponseSchema,
    signal,
  }).then((response) => response.data);

export const historyQueryOptions = (side: HistorySide, includeHidden: boolean) =>
  queryOptions({
    queryKey: bookingKeys.history(side, includeHidden),
    queryFn: ({ signal }) => getHistory(side, includeHidden, signal),
  });

/** `live`: asked again every minute (the provider's board moves with the day). */
export const useHistory = (side: HistorySide, { includeHidden = false, live = false } = {}) =>
  useQuery({ ...historyQueryOptions(side, includeHidden), refetchInterval: live ? 60_000 : false });
