import { EnrollmentProgressSchema, type EmergencyContactsRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveEmergencyContacts = ({ childId, body }: { childId: string; body: EmergencyContactsRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.emergencyContacts,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveEmergencyContacts = () => useStepMutation(saveEmergencyContacts);
