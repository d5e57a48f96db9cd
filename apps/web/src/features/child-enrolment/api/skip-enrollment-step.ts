import { EnrollmentProgressSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const skipEnrollmentStep = ({ childId, step }: { childId: string; step: number }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.skipStep,
    query: { childId, stepCompleted: step },
    schema: EnrollmentProgressSchema,
  });

export const useSkipEnrollmentStep = () => useStepMutation(skipEnrollmentStep);
