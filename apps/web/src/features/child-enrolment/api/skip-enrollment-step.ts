import { API_PATHS, EnrollmentProgressSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const skipEnrollmentStep = ({ childId, step }: { childId: string; step: number }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.skipEnrollmentStep,
    query: { childId, stepCompleted: step },
    schema: EnrollmentProgressSchema,
  });

export const useSkipEnrollmentStep = () => useStepMutation(skipEnrollmentStep);
