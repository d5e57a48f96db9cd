import { API_PATHS, EnrollmentProgressSchema, type SkinProductsRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveSkinProducts = ({ childId, body }: { childId: string; body: SkinProductsRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveSkinProducts,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveSkinProducts = () => useStepMutation(saveSkinProducts);
