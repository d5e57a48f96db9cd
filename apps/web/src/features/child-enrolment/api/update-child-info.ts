import { API_PATHS, EnrollmentProgressSchema, type ChildInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const updateChildInfo = ({ childId, body }: { childId: string; body: ChildInfoRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.updateChildInfo,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useUpdateChildInfo = () => useStepMutation(updateChildInfo);
