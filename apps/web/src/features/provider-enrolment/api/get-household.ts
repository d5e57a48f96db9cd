import { useQuery } from '@tanstack/react-query';
import { API_PATHS, HouseholdSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getHouseholdInfo;

/** GET getHouseholdInfo (step property-and-guests): null until the step is first saved. */
export const getHousehold = (signal?: AbortSignal) => readStep(PATH, HouseholdSchema, signal);
export const householdQueryOptions = () => stepQueryOptions('household', PATH, HouseholdSchema);
export const useHousehold = () => useQuery(householdQueryOptions());
