import { HouseholdSchema, type Household } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveHouseholdInfo the first time, updateHouseholdInfo after (the server treats both as an upsert). */
export const saveHousehold = ({ body, exists }: { body: Household; exists: boolean }) =>
  writeStep({ path: `/api/childcareProvider/${exists ? 'update' : 'save'}HouseholdInfo`, body }, HouseholdSchema);

export const useSaveHousehold = () => useStepMutation('household', saveHousehold);
