import { useQuery } from '@tanstack/react-query';
import { API_PATHS, ProviderNotificationsSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getNotifications;

/** GET getNotifications (step settings-notifications): null until the step is first saved. */
export const getProviderNotifications = (signal?: AbortSignal) => readStep(PATH, ProviderNotificationsSchema, signal);
export const providerNotificationsQueryOptions = () =>
  stepQueryOptions('notifications', PATH, ProviderNotificationsSchema);
export const useProviderNotifications = () => useQuery(providerNotificationsQueryOptions());
