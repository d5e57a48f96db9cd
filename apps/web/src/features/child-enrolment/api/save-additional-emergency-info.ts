import { API_PATHS, EnrollmentProgressSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

/** SPEC section 7: this step's text travels in the query. */
export const saveAdditionalEmergencyInfo = ({
  childId,
  additionalEmergencyInfo,
}: {
  childId: string;
  additionalEmergencyInfo: string;
}) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveAdditionalEmergencyInfo,
    query: { childId, additionalEmergencyInfo },
    schema: EnrollmentProgressSchema,
  });

export const useSaveAdditionalEmergencyInfo = () => useStepMutation(saveAdditionalEmergencyInfo);
