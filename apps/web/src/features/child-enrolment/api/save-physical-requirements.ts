import { EnrollmentProgressSchema, type PhysicalRequirementsRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const savePhysicalRequirements = ({ childId, body }: { childId: string; body: PhysicalRequirementsRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.physical,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSavePhysicalRequirements = () => useStepMutation(savePhysicalRequirements);
