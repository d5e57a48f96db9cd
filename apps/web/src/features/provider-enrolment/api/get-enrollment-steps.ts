import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, EnrollmentStepsResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { providerKeys } from './query-keys.ts';

/** GET getEnrollmentSteps: which steps are done; every save answers the same counters. */
export const getEnrollmentSteps = (signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.childcareProvider.getEnrollmentSteps,
    schema: EnrollmentStepsResponseSchema,
    signal,
  }).then((response) => response.data);

export const enrollmentStepsQueryOptions = () =>
  queryOptions({ queryKey: providerKeys.steps(), queryFn: ({ signal }) => getEnrollmentSteps(signal) });
export const useEnrollmentSteps = () => useQuery(enrollmentStepsQueryOptions());
