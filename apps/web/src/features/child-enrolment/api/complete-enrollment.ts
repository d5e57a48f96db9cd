import { API_PATHS, EnrollmentProgressSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

/**
 * The final review (step 15). `quiet`: a 409 STEPS_MISSING (a step neither saved nor skipped) comes back to the
 * review page, which names the missing steps, instead of the error page.
 */
export const completeEnrollment = ({ childId }: { childId: string }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.completeEnrollment,
    query: { childId },
    schema: EnrollmentProgressSchema,
    quiet: true,
  });

export const useCompleteEnrollment = () => useStepMutation(completeEnrollment);
