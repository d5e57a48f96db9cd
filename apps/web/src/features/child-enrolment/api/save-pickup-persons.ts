import { API_PATHS, EnrollmentProgressSchema, type PickupPersonsRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const savePickupPersons = ({ childId, body }: { childId: string; body: PickupPersonsRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.savePickupPersons,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSavePickupPersons = () => useStepMutation(savePickupPersons);
