import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

export const deleteChild = (childId: string) =>
  apiRequest({ method: 'DELETE', path: API_PATHS.enrollment.DeleteChild, query: { childId } });

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
