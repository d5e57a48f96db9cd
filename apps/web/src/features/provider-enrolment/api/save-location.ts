import { API_PATHS, ChildcareLocationSchema, type SaveChildcareLocationRequest } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveChildcareLocation the first time, updateChildcareLocation after. */
export const saveLocation = ({ body, exists }: { body: SaveChildcareLocationRequest; exists: boolean }) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updateChildcareLocation
        : API_PATHS.childcareProvider.saveChildcareLocation,
      body,
    },
    ChildcareLocationSchema,
  );

export const useSaveLocation = () => useStepMutation('location', saveLocation);
