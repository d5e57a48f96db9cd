import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, DaycareOrderListResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

/** GET getDaycareOrders: the caller's drafts (not booked) at a provider. */
export const getDaycareOrders = (providerId: string, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.booking.getDaycareOrders,
    query: { providerId },
    schema: DaycareOrderListResponseSchema,
    signal,
  }).then((response) => response.data);

export const daycareOrdersQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: bookingKeys.drafts(providerId),
    queryFn: ({ signal }) => getDaycareOrders(providerId, signal),
  });

export const useDaycareOrders = (providerId: string | null) =>
  useQuery({ ...daycareOrdersQueryOptions(providerId ?? ''), enabled: Boolean(providerId) });
