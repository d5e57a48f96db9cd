import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  AdminChildBookingInfoResponseSchema,
  AdminProviderBookingInfoResponseSchema,
} from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { adminKeys } from './chat-reports.ts';

/**
 * GET booking info for a provider (the provider's user id): one page of orders, audited. A user with no business
 * answers 404, left to the page; the previous page stays on screen while the next loads.
 */
export function useProviderBookingInfo(userId: string | null, page: number) {
  return useQuery({
    queryKey: [...adminKeys.all, 'booking-info', 'provider', userId, page] as const,
    enabled: Boolean(userId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: buildPath(API_PATHS.admin.bookingInfoProvider, { userId: userId! }),
        query: { page },
        schema: AdminProviderBookingInfoResponseSchema,
        signal,
        returnToCaller: (error) => error.status !== 401,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET booking info for a child: one page of its orders at every provider, audited. An unknown child is 404. */
export function useChildBookingInfo(childId: string | null, page: number) {
  return useQuery({
    queryKey: [...adminKeys.all, 'booking-info', 'child', childId, page] as const,
    enabled: Boolean(childId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: buildPath(API_PATHS.admin.bookingInfoChild, { childId: childId! }),
        query: { page },
        schema: AdminChildBookingInfoResponseSchema,
        signal,
        returnToCaller: (error) => error.status !== 401,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
