import { useQuery } from '@tanstack/react-query';
import { API_PATHS, ChildcareLocationSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getChildcareLocation;

/** GET getChildcareLocation (step location): the provider's own, exact address; null until saved. */
export const getLocation = (signal?: AbortSignal) => readStep(PATH, ChildcareLocationSchema, signal);
export const locationQueryOptions = () => stepQueryOptions('location', PATH, ChildcareLocationSchema);
export const useLocation = () => useQuery(locationQueryOptions());
