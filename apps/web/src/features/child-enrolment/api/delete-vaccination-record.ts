import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

export const deleteVaccinationRecord = ({ childId, fileId }: { childId: string; fileId: string }) =>
  apiRequest({ method: 'DELETE', path: API_PATHS.enrollment.deleteVaccinationRecord, query: { childId, fileId } });

export function useDeleteVaccinationRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVaccinationRecord,
    onSuccess: (_result, { childId }) => queryClient.invalidateQueries({ queryKey: enrolmentKeys.record(childId) }),
  });
}
