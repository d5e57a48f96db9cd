import { EnrollmentProgressSchema, type SchoolArrangementRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveSchoolArrangement = ({ childId, body }: { childId: string; body: SchoolArrangementRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.school,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveSchoolArrangement = () => useStepMutation(saveSchoolArrangement);
