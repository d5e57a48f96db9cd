import { EnrollmentProgressSchema, type PickupPersonsRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const savePickupPersons = ({ childId, body }: { childId: string; body: PickupPersonsRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.pickupPersons,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSavePickupPersons = () => useStepMutation(savePickupPersons);
