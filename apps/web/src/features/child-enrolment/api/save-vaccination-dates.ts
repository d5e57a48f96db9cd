import { EnrollmentProgressSchema, type VaccinationDatesRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { ENROLMENT_API } from './endpoints.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveVaccinationDates = ({ childId, body }: { childId: string; body: VaccinationDatesRequest }) =>
  apiRequest({
    method: 'POST',
    path: ENROLMENT_API.steps.immunization,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveVaccinationDates = () => useStepMutation(saveVaccinationDates);
