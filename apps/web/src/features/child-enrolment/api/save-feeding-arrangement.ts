import { API_PATHS, EnrollmentProgressSchema, type FeedingArrangementRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveFeedingArrangement = ({ childId, body }: { childId: string; body: FeedingArrangementRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveFeedingArrangement,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveFeedingArrangement = () => useStepMutation(saveFeedingArrangement);
