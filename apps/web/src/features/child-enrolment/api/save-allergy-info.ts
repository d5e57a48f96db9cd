import { EnrollmentProgressSchema, type AllergyInfoRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveAllergyInfo = ({ childId, body }: { childId: string; body: AllergyInfoRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.allergy,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveAllergyInfo = () => useStepMutation(saveAllergyInfo);
