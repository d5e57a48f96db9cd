import { API_PATHS, GeolocationSharedSchema } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST setGeolocationShared: the choice travels as a query parameter (SPEC section 7). */
export const setGeolocationShared = (isGeolocationShared: boolean) =>
  writeStep(
    { path: API_PATHS.childcareProvider.setGeolocationShared, query: { isGeolocationShared } },
    GeolocationSharedSchema,
  );

// The location read carries the same flag.
export const useSetGeolocationShared = () => useStepMutation('geolocation-shared', setGeolocationShared, ['location']);
