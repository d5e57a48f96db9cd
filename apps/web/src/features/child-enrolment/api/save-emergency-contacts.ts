import { API_PATHS, EnrollmentProgressSchema, type EmergencyContactsRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveEmergencyContacts = ({ childId, body }: { childId: string; body: EmergencyContactsRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveEmergencyContacts,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveEmergencyContacts = () => useStepMutation(saveEmergencyContacts);
