import { EnrollmentProgressSchema, type HealthInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveHealthInfo = ({ childId, body }: { childId: string; body: HealthInfoRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.healthInfo,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveHealthInfo = () => useStepMutation(saveHealthInfo);
