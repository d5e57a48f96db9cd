import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, InitialDataResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/** The reference lists (languages, vaccines, allergens, diseases, age groups) and the user's children. */
export const getInitialData = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.enrollment.getInitialData, schema: InitialDataResponseSchema, signal });

export const initialDataQueryOptions = () =>
  queryOptions({
    queryKey: enrolmentKeys.initialData(),
    queryFn: ({ signal }) => getInitialData(signal),
    // Reference lists change with a deploy, not during a visit.
    staleTime: 60 * 60 * 1000,
  });

export const useInitialData = () => useQuery(initialDataQueryOptions());
