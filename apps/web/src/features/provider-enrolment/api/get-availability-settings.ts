import { useQuery } from '@tanstack/react-query';
import { API_PATHS, AvailabilitySettingsSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getAvailabilitySettings;

/** GET getAvailabilitySettings (step availability-settings): null until the step is first saved. */
export const getAvailabilitySettings = (signal?: AbortSignal) => readStep(PATH, AvailabilitySettingsSchema, signal);
export const availabilitySettingsQueryOptions = () =>
  stepQueryOptions('availability-settings', PATH, AvailabilitySettingsSchema);
export const useAvailabilitySettings = () => useQuery(availabilitySettingsQueryOptions());
