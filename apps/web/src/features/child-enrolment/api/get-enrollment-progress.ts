import { queryOptions, useQuery } from '@tanstack/react-query';
import { EnrollmentProgressSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { enrolmentKeys } from './query-keys.ts';

/** getChildEnrollmentStep: which steps are saved or skipped, and where the wizard was left. */
export const getEnrollmentProgress = (childId: string, signal?: AbortSignal) =>
  apiRequest({ path: ENROLMENT_API.progress, query: { childId }, schema: EnrollmentProgressSchema, signal });

export const enrollmentProgressQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: enrolmentKeys.progress(childId),
    queryFn: ({ signal }) => getEnrollmentProgress(childId, signal),
  });

export const useEnrollmentProgress = (childId: string | null) =>
  useQuery({ ...enrollmentProgressQueryOptions(childId ?? ''), enabled: Boolean(childId) });
