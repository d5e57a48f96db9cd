import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, waitlistSettingsSchema, type WaitlistSettings } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { queueKeys } from './queue-keys.ts';

/** GET provider/waitlist/settings: the hours a family has to answer the provider's offers. */
export const getWaitlistSettings = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.waitlist.providerSettings, schema: waitlistSettingsSchema, signal });

export const waitlistSettingsOptions = () =>
  queryOptions({ queryKey: queueKeys.providerSettings(), queryFn: ({ signal }) => getWaitlistSettings(signal) });

export const useWaitlistSettings = () => useQuery(waitlistSettingsOptions());

/** PUT provider/waitlist/settings: the next offers take the new window; those made keep theirs. */
export const saveWaitlistSettings = (body: WaitlistSettings) =>
  apiRequest({ method: 'PUT', path: API_PATHS.waitlist.providerSettings, body, schema: waitlistSettingsSchema });

export function useSaveWaitlistSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWaitlistSettings,
    onSuccess: (settings) => client.setQueryData(queueKeys.providerSettings(), settings),
    onError: () => client.invalidateQueries({ queryKey: queueKeys.providerSettings() }),
  });
}
