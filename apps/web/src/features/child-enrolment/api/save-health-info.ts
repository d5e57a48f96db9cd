import { API_PATHS, EnrollmentProgressSchema, type HealthInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveHealthInfo = ({ childId, body }: { childId: string; body: HealthInfoRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveHealthInfo,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveHealthInfo = () => useStepMutation(saveHealthInfo);
