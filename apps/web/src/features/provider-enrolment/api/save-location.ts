import { ChildcareLocationSchema, type SaveChildcareLocationRequest } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveChildcareLocation the first time, updateChildcareLocation after. */
export const saveLocation = ({ body, exists }: { body: SaveChildcareLocationRequest; exists: boolean }) =>
  writeStep(
    { path: `/api/childcareProvider/${exists ? 'update' : 'save'}ChildcareLocation`, body },
    ChildcareLocationSchema,
  );

export const useSaveLocation = () => useStepMutation('location', saveLocation);
