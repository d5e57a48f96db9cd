import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ChildRecordSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

/**
 * GET childcareProviderHistory/getChildDetails: a booked child's record for the provider. The server answers 404
 * unless the child has an approved booking with this provider; the page says so. The same record shape the family
 * reads (ChildRecordSchema).
 */
export const getChildDetails = (childId: string, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.childcareProviderHistory.getChildDetails,
    query: { childId },
    schema: ChildRecordSchema,
    returnToCaller: (error: ApiError) => error.status === 404,
    signal,
  });

export const childDetailsQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: bookingKeys.childDetails(childId),
    queryFn: ({ signal }) => getChildDetails(childId, signal),
    retry: false,
  });

export const useChildDetails = (childId: string | null) =>
  useQuery({ ...childDetailsQueryOptions(childId ?? ''), enabled: Boolean(childId) });
