import { useQuery } from '@tanstack/react-query';
import { API_PATHS, GeolocationSharedSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getGeolocationShared;

/** GET getGeolocationShared (step get-location-automation): null until the provider has chosen. */
export const getGeolocationShared = (signal?: AbortSignal) => readStep(PATH, GeolocationSharedSchema, signal);
export const geolocationSharedQueryOptions = () =>
  stepQueryOptions('geolocation-shared', PATH, GeolocationSharedSchema);
export const useGeolocationShared = () => useQuery(geolocationSharedQueryOptions());
