import { API_PATHS, EnrollmentProgressSchema, type SchoolArrangementRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveSchoolArrangement = ({ childId, body }: { childId: string; body: SchoolArrangementRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveSchoolArrangement,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveSchoolArrangement = () => useStepMutation(saveSchoolArrangement);
