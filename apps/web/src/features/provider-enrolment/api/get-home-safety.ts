import { useQuery } from '@tanstack/react-query';
import { API_PATHS, HomeSafetySchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getHomeSafety;

/** GET getHomeSafety (step home-safety): null until the step is first saved. */
export const getHomeSafety = (signal?: AbortSignal) => readStep(PATH, HomeSafetySchema, signal);
export const homeSafetyQueryOptions = () => stepQueryOptions('home-safety', PATH, HomeSafetySchema);
export const useHomeSafety = () => useQuery(homeSafetyQueryOptions());
