import { API_PATHS, EnrollmentProgressSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

/** SPEC section 7: this step's text travels in the query. */
export const saveAdditionalInfo = ({ childId, additionalInfo }: { childId: string; additionalInfo: string }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveAdditionalInfo,
    query: { childId, additionalInfo },
    schema: EnrollmentProgressSchema,
  });

export const useSaveAdditionalInfo = () => useStepMutation(saveAdditionalInfo);
