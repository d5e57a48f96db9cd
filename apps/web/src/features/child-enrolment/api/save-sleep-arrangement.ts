import { API_PATHS, EnrollmentProgressSchema, type SleepArrangementRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveSleepArrangement = ({ childId, body }: { childId: string; body: SleepArrangementRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveSleepArrangement,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveSleepArrangement = () => useStepMutation(saveSleepArrangement);
