import { API_PATHS, HoursOfBusinessSchema, type HoursOfBusiness } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveHoursOfBusiness the first time, updateHoursOfBusiness after (the server treats both as an upsert). */
export const saveHoursOfBusiness = ({ body, exists }: { body: HoursOfBusiness; exists: boolean }) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updateHoursOfBusiness
        : API_PATHS.childcareProvider.saveHoursOfBusiness,
      body,
    },
    HoursOfBusinessSchema,
  );

export const useSaveHoursOfBusiness = () => useStepMutation('hours-of-business', saveHoursOfBusiness);
