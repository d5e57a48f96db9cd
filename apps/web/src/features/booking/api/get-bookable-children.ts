import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ChildrenResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

/** GET /api/enrollment/getChildren: the parent's children; only enrolled ones (15 steps) can be booked. */
export const getBookableChildren = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.enrollment.getChildren, schema: ChildrenResponseSchema, signal });

export const bookableChildrenQueryOptions = () =>
  queryOptions({ queryKey: bookingKeys.children(), queryFn: ({ signal }) => getBookableChildren(signal) });

export const useBookableChildren = () => useQuery(bookableChildrenQueryOptions());
