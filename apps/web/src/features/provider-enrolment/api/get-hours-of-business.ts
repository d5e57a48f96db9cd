import { useQuery } from '@tanstack/react-query';
import { API_PATHS, HoursOfBusinessSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getHoursOfBusiness;

/** GET getHoursOfBusiness (step hours-of-business): null until the step is first saved. */
export const getHoursOfBusiness = (signal?: AbortSignal) => readStep(PATH, HoursOfBusinessSchema, signal);
export const hoursOfBusinessQueryOptions = () => stepQueryOptions('hours-of-business', PATH, HoursOfBusinessSchema);
export const useHoursOfBusiness = () => useQuery(hoursOfBusinessQueryOptions());
