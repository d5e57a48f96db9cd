import { API_PATHS, HouseholdSchema, type Household } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveHouseholdInfo the first time, updateHouseholdInfo after (the server treats both as an upsert). */
export const saveHousehold = ({ body, exists }: { body: Household; exists: boolean }) =>
  writeStep(
    {
      path: exists ? API_PATHS.childcareProvider.updateHouseholdInfo : API_PATHS.childcareProvider.saveHouseholdInfo,
      body,
    },
    HouseholdSchema,
  );

export const useSaveHousehold = () => useStepMutation('household', saveHousehold);
