import { EnrollmentProgressSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

/**
 * The final review (step 15). `quiet`: a 409 STEPS_MISSING (a step neither saved nor skipped) comes back to the
 * review page, which names the missing steps, instead of the error page.
 */
export const completeEnrollment = ({ childId }: { childId: string }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.complete,
    query: { childId },
    schema: EnrollmentProgressSchema,
    quiet: true,
  });

export const useCompleteEnrollment = () => useStepMutation(completeEnrollment);
