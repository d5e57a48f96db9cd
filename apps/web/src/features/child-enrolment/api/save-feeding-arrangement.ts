import { EnrollmentProgressSchema, type FeedingArrangementRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveFeedingArrangement = ({ childId, body }: { childId: string; body: FeedingArrangementRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.feeding,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveFeedingArrangement = () => useStepMutation(saveFeedingArrangement);
