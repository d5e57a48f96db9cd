import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { enrolmentKeys } from './query-keys.ts';

export const deleteChild = (childId: string) =>
  apiRequest({ method: 'DELETE', path: ENROLMENT_API.deleteChild, query: { childId } });

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: async (_result, childId) => {
      queryClient.removeQueries({ queryKey: enrolmentKeys.record(childId) });
      queryClient.removeQueries({ queryKey: enrolmentKeys.progress(childId) });
      await queryClient.invalidateQueries({ queryKey: enrolmentKeys.children() });
    },
  });
}
