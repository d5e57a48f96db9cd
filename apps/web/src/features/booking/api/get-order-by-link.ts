import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, DaycareOrderResponseSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';

/**
 * GET booking/getOrderByLink (public): one order, read-only, from a booking mail's signed link. 404 when the link has
 * expired or was changed: the page says so instead of the error page.
 */
export const getOrderByLink = (token: string, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.booking.getOrderByLink,
    query: { token },
    kind: 'public',
    schema: DaycareOrderResponseSchema,
    returnToCaller: (error: ApiError) => error.status === 404 || error.status === 400,
    signal,
  }).then((response) => response.data);

export const orderByLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['booking', 'order-link', token],
    queryFn: ({ signal }) => getOrderByLink(token, signal),
    retry: false,
  });

export const useOrderByLink = (token: string) => useQuery({ ...orderByLinkQueryOptions(token), enabled: token !== '' });
