import { API_PATHS, EnrollmentProgressSchema, type AllergyInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveAllergyInfo = ({ childId, body }: { childId: string; body: AllergyInfoRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveAllergyInfo,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveAllergyInfo = () => useStepMutation(saveAllergyInfo);
