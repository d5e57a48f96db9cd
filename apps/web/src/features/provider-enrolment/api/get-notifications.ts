import { useQuery } from '@tanstack/react-query';
import { ProviderNotificationsSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = '/api/childcareProvider/getNotifications';

/** GET getNotifications (step settings-notifications): null until the step is first saved. */
export const getProviderNotifications = (signal?: AbortSignal) => readStep(PATH, ProviderNotificationsSchema, signal);
export const providerNotificationsQueryOptions = () =>
  stepQueryOptions('notifications', PATH, ProviderNotificationsSchema);
export const useProviderNotifications = () => useQuery(providerNotificationsQueryOptions());
