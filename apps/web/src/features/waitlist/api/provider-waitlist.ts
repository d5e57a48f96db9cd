import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS, providerWaitlistSchema, type SaveWaitlistPrioritiesBody } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';
import { queueKeys } from './queue-keys.ts';

const providerListSchema = providerWaitlistSchema.extend({ providerId: z.uuid() });

/** GET provider/waitlist: the signed-in provider's list in their order. */
export const getProviderWaitlist = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.waitlist.providerWaitlist, schema: providerListSchema, signal });

export const providerWaitlistOptions = () =>
  queryOptions({ queryKey: queueKeys.providerWaitlist(), queryFn: ({ signal }) => getProviderWaitlist(signal) });

export const useProviderWaitlist = () => useQuery(providerWaitlistOptions());

/** POST provider/waitlist/priorities: the whole order. A 409 (the list changed meanwhile) is the page's to show. */
export const saveWaitlistPriorities = (body: SaveWaitlistPrioritiesBody) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.waitlist.providerPriorities,
    body,
    schema: providerListSchema,
    returnToCaller: (error: ApiError) => error.status === 409,
  });

export function useSaveWaitlistPriorities() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWaitlistPriorities,
    onSuccess: (list) => client.setQueryData(queueKeys.providerWaitlist(), list),
    onError: () => client.invalidateQueries({ queryKey: queueKeys.providerWaitlist() }),
  });
}

/** PATCH provider/waitlist/{requestId}: the provider takes an entry off the list. */
export const removeWaitlistEntry = (requestId: string) =>
  apiRequest({
    method: 'PATCH',
    path: buildPath(API_PATHS.waitlist.providerEntry, { requestId }),
    body: { status: 'removed' },
    schema: providerListSchema,
  });

export function useRemoveWaitlistEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeWaitlistEntry,
    onSuccess: (list) => client.setQueryData(queueKeys.providerWaitlist(), list),
  });
}

/** PATCH provider/waitlist/{requestId} `{status: 'offered'}`: a place for a waiting family, in the provider's window. */
export const offerWaitlistPlace = (requestId: string) =>
  apiRequest({
    method: 'PATCH',
    path: buildPath(API_PATHS.waitlist.providerEntry, { requestId }),
    body: { status: 'offered' },
    schema: providerListSchema,
  });

export function useOfferWaitlistPlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: offerWaitlistPlace,
    onSuccess: (list) => client.setQueryData(queueKeys.providerWaitlist(), list),
    onError: () => client.invalidateQueries({ queryKey: queueKeys.providerWaitlist() }),
  });
}
