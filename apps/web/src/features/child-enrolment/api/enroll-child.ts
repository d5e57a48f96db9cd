import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, ChildSchema, type ChildInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/** The first save of a new child: creates it (answering the child) and counts child-info. */
export const enrollChild = (body: ChildInfoRequest) =>
  apiRequest({ method: 'POST', path: API_PATHS.enrollment.enrollchild, body, schema: ChildSchema });

export function useEnrollChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrolmentKeys.children() }),
  });
}
