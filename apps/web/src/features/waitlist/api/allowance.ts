import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, waitlistAllowanceSchema, waitlistCheckoutResponseSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { waitlistKeys } from './query-keys.ts';

/** GET waitlist/allowance: the entries a child may hold and holds; another family's child is the page's 404. */
export const getAllowance = (childId: string, signal?: AbortSignal) =>
  apiRequest({
    path: buildPath(API_PATHS.waitlist.allowance, {}, { childId }),
    schema: waitlistAllowanceSchema,
    signal,
    returnToCaller: (error: ApiError) => error.status === 400 || error.status === 404 || error.status === 409,
  });

export const allowanceQueryOptions = (childId: string) =>
  queryOptions({ queryKey: waitlistKeys.allowance(childId), queryFn: ({ signal }) => getAllowance(childId, signal) });

export const useAllowance = (childId: string | null) =>
  useQuery({ ...allowanceQueryOptions(childId ?? ''), enabled: Boolean(childId) });

/** POST checkout: the pack bought with the default card; a declined card (400) is shown on the page. */
export const buyWaitlistPack = (childId: string) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.waitlist.checkout,
    body: { childId },
    schema: waitlistCheckoutResponseSchema,
    returnToCaller: (error: ApiError) => error.status === 400 || error.status === 404 || error.status === 409,
  });

export function useBuyWaitlistPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyWaitlistPack,
    onSuccess: ({ allowance }) => queryClient.setQueryData(waitlistKeys.allowance(allowance.childId), allowance),
  });
}
