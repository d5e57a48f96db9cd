import { EnrollmentProgressSchema, type ChildInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const updateChildInfo = ({ childId, body }: { childId: string; body: ChildInfoRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.childInfo,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useUpdateChildInfo = () => useStepMutation(updateChildInfo);
