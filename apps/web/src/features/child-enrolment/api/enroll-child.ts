import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChildSchema, type ChildInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { enrolmentKeys } from './query-keys.ts';

/** The first save of a new child: creates it (answering the child) and counts child-info. */
export const enrollChild = (body: ChildInfoRequest) =>
  apiRequest({ method: 'POST', path: ENROLMENT_API.enrollChild, body, schema: ChildSchema });

export function useEnrollChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrolmentKeys.children() }),
  });
}
