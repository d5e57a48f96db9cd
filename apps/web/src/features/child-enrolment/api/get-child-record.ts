import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ChildRecordSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/** The whole record in one answer: every step's form starts from its part, the review and details show it all. */
export const getChildRecord = (childId: string, signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.enrollment.getChildRecord, query: { childId }, schema: ChildRecordSchema, signal });

export const childRecordQueryOptions = (childId: string) =>
  queryOptions({ queryKey: enrolmentKeys.record(childId), queryFn: ({ signal }) => getChildRecord(childId, signal) });

export const useChildRecord = (childId: string | null) =>
  useQuery({ ...childRecordQueryOptions(childId ?? ''), enabled: Boolean(childId) });
