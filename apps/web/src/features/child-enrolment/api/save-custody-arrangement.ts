import { EnrollmentProgressSchema, type CustodyArrangementRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveCustodyArrangement = ({ childId, body }: { childId: string; body: CustodyArrangementRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.custody,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveCustodyArrangement = () => useStepMutation(saveCustodyArrangement);
