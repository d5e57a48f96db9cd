import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, EnrollmentProgressSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/** getChildEnrollmentStep: which steps are saved or skipped, and where the wizard was left. */
export const getEnrollmentProgress = (childId: string, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.enrollment.getChildEnrollmentStep,
    query: { childId },
    schema: EnrollmentProgressSchema,
    signal,
  });

export const enrollmentProgressQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: enrolmentKeys.progress(childId),
    queryFn: ({ signal }) => getEnrollmentProgress(childId, signal),
  });

export const useEnrollmentProgress = (childId: string | null) =>
  useQuery({ ...enrollmentProgressQueryOptions(childId ?? ''), enabled: Boolean(childId) });
