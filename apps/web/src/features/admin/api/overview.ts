import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  AdminBookingsResponseSchema,
  AdminSummarySchema,
  AdminVerificationProviderSchema,
  AdminVerificationsResponseSchema,
  BadgesDataSchema,
  stepReadResponse,
  type ActivateQualificationRequest,
  type AdminBookingListStatus,
} from '@kinderly/shared';
import { apiRequest, type ApiError, type DownloadedBody } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { adminKeys } from './chat-reports.ts';

// The page (or the home card) shows a failure itself; only a 401 goes to login.
const toPage = (error: ApiError) => error.status !== 401;

const keys = {
  summary: () => [...adminKeys.all, 'summary'] as const,
  bookings: (status: AdminBookingListStatus, page: number) => [...adminKeys.all, 'bookings', status, page] as const,
  verifications: (state: string, page: number) => [...adminKeys.all, 'verifications', state, page] as const,
  verification: (providerId: string) => [...adminKeys.all, 'verification', providerId] as const,
  badges: (providerId: string) => [...adminKeys.all, 'verification', providerId, 'badges'] as const,
};

/** GET /api/admin/summary: the index's counts. */
export function useAdminSummary() {
  return useQuery({
    queryKey: keys.summary(),
    queryFn: ({ signal }) =>
      apiRequest({ path: API_PATHS.admin.summary, schema: AdminSummarySchema, signal, returnToCaller: toPage }),
  });
}

/** GET /api/admin/bookings: one page of the orders in one state across every provider (audited). */
export function useAdminBookings(status: AdminBookingListStatus, page: number) {
  return useQuery({
    queryKey: keys.bookings(status, page),
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.admin.bookings,
        query: { status, page },
        schema: AdminBookingsResponseSchema,
        signal,
        returnToCaller: toPage,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/verifications: providers with qualification proofs, those waiting first. */
export function useVerifications(state: 'waiting' | 'all', page: number) {
  return useQuery({
    queryKey: keys.verifications(state, page),
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.admin.verifications,
        query: { state, page },
        schema: AdminVerificationsResponseSchema,
        signal,
        returnToCaller: toPage,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One provider's line (name, owner, counts); an unknown provider is 404, left to the page. */
export function useVerification(providerId: string) {
  return useQuery({
    queryKey: keys.verification(providerId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: buildPath(API_PATHS.admin.verification, { providerId }),
        schema: AdminVerificationProviderSchema,
        signal,
        returnToCaller: toPage,
      }),
    retry: false,
  });
}

const BadgesResponseSchema = stepReadResponse(BadgesDataSchema);

/** The provider's badges, proofs and insurance as the enrolment step saved them (getBadges with providerId). */
export function useProviderBadges(providerId: string) {
  return useQuery({
    queryKey: keys.badges(providerId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.childcareProvider.getBadges,
        query: { providerId },
        schema: BadgesResponseSchema,
        signal,
        returnToCaller: toPage,
      }),
  });
}

/** The bytes of a proof (files need the bearer token), for an image shown on the page. */
export function useProofBlob(url: string | null) {
  return useQuery({
    queryKey: [...adminKeys.all, 'proof', url] as const,
    enabled: url !== null,
    queryFn: ({ signal }) =>
      apiRequest<DownloadedBody>({ path: url!, responseType: 'blob', signal, returnToCaller: toPage }),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/**
 * PUT activateQualification: verify a qualification (or the insurance) or withdraw it. Written to the audit log by
 * the server; the answer is the badges as they now are, and the lists and counts are read again.
 */
export function useActivateQualification(providerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ActivateQualificationRequest, 'providerId'>) =>
      apiRequest({
        path: API_PATHS.childcareProvider.activateQualification,
        method: 'PUT',
        body: { ...input, providerId },
        schema: BadgesResponseSchema,
        returnToCaller: toPage,
      }),
    onSuccess: (data) => {
      client.setQueryData(keys.badges(providerId), data);
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'verification', providerId], exact: true });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'verifications'] });
      void client.invalidateQueries({ queryKey: keys.summary() });
    },
  });
}
