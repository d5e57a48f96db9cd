import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ChildrenResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/**
 * `quiet`: the list is one section of the home page, so a failure shows there (with Try again) instead of taking
 * the whole page to /error.
 */
export const getChildren = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.enrollment.getChildren, schema: ChildrenResponseSchema, signal, quiet: true });

export const childrenQueryOptions = () =>
  queryOptions({ queryKey: enrolmentKeys.children(), queryFn: ({ signal }) => getChildren(signal) });

export const useChildren = () => useQuery(childrenQueryOptions());
