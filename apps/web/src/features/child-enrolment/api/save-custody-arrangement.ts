import { API_PATHS, EnrollmentProgressSchema, type CustodyArrangementRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveCustodyArrangement = ({ childId, body }: { childId: string; body: CustodyArrangementRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveCustodyArrangement,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveCustodyArrangement = () => useStepMutation(saveCustodyArrangement);
