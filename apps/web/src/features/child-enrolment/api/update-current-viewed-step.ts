import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, EnrollmentProgressSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/** Remembers where the wizard was left, so reopening it resumes there. Never counts progress. */
export const updateCurrentViewedStep = ({ childId, step }: { childId: string; step: number }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.updateCurrentViewedStep,
    query: { childId, step },
    schema: EnrollmentProgressSchema,
  });

export function useUpdateCurrentViewedStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentViewedStep,
    onSuccess: (progress) => {
      queryClient.setQueryData(enrolmentKeys.progress(progress.childId), progress);
      void queryClient.invalidateQueries({ queryKey: enrolmentKeys.children() });
    },
  });
}
