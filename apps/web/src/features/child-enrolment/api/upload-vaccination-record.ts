import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, UPLOAD_FIELD_NAME, UploadResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { enrolmentKeys } from './query-keys.ts';

/** SPEC section 5: multipart, field `files`. The server checks the bytes (PDF or JPEG) and the size again. */
export const uploadVaccinationRecord = ({ childId, file }: { childId: string; file: File }) => {
  const body = new FormData();
  body.append(UPLOAD_FIELD_NAME, file, file.name);
  return apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.uploadVaccinationRecord,
    query: { childId },
    body,
    schema: UploadResponseSchema,
  });
};

export function useUploadVaccinationRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVaccinationRecord,
    onSuccess: (_files, { childId }) => queryClient.invalidateQueries({ queryKey: enrolmentKeys.record(childId) }),
  });
}
