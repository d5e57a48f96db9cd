import { API_PATHS, EnrollmentProgressSchema, type VaccinationDatesRequest } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { useStepMutation } from './step-mutation.ts';

export const saveVaccinationDates = ({ childId, body }: { childId: string; body: VaccinationDatesRequest }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.enrollment.saveVaccinationDates,
    query: { childId },
    body,
    schema: EnrollmentProgressSchema,
  });

export const useSaveVaccinationDates = () => useStepMutation(saveVaccinationDates);
