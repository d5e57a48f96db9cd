import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrollmentProgress } from '@kinderly/shared';
import { enrolmentKeys } from './query-keys.ts';

/**
 * A step save: every save, update and skip answers the child's progress, which replaces the cached one; the
 * record and the children list (with their counts) are read again.
 */
export function useStepMutation<Input>(mutationFn: (input: Input) => Promise<EnrollmentProgress>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (progress) => {
      queryClient.setQueryData(enrolmentKeys.progress(progress.childId), progress);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: enrolmentKeys.record(progress.childId) }),
        queryClient.invalidateQueries({ queryKey: enrolmentKeys.children() }),
      ]);
    },
  });
}
