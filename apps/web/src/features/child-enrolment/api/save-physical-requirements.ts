import { API_PATHS, EnrollmentProgressSchema, type PhysicalRequirementsRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const savePhysicalRequirements = ({ childId, body }: { childId: string; body: PhysicalRequirementsRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.savePhysicalRequirements,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSavePhysicalRequirements = () => useStepMutation(savePhysicalRequirements);
