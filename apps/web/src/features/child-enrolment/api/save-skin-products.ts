import { EnrollmentProgressSchema, type SkinProductsRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveSkinProducts = ({ childId, body }: { childId: string; body: SkinProductsRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.skinProducts,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveSkinProducts = () => useStepMutation(saveSkinProducts);
