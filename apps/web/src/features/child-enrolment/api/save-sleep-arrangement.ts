import { EnrollmentProgressSchema, type SleepArrangementRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveSleepArrangement = ({ childId, body }: { childId: string; body: SleepArrangementRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.sleep,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveSleepArrangement = () => useStepMutation(saveSleepArrangement);
