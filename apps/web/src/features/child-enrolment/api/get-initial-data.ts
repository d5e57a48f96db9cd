import { queryOptions, useQuery } from '@tanstack/react-query';
import { InitialDataResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { enrolmentKeys } from './query-keys.ts';

/** The reference lists (languages, vaccines, allergens, diseases, age groups) and the user's children. */
export const getInitialData = (signal?: AbortSignal) =>
  apiRequest({ path: ENROLMENT_API.initialData, schema: InitialDataResponseSchema, signal });

export const initialDataQueryOptions = () =>
  queryOptions({
    queryKey: enrolmentKeys.initialData(),
    queryFn: ({ signal }) => getInitialData(signal),
    // Reference lists change with a deploy, not during a visit.
    staleTime: 60 * 60 * 1000,
  });

export const useInitialData = () => useQuery(initialDataQueryOptions());
