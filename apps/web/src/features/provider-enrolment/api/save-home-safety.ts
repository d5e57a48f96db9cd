import { API_PATHS, HomeSafetySchema, type HomeSafety } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveHomeSafety the first time, updateHomeSafety after (the server treats both as an upsert). */
export const saveHomeSafety = ({ body, exists }: { body: HomeSafety; exists: boolean }) =>
  writeStep(
    { path: exists ? API_PATHS.childcareProvider.updateHomeSafety : API_PATHS.childcareProvider.saveHomeSafety, body },
    HomeSafetySchema,
  );

export const useSaveHomeSafety = () => useStepMutation('home-safety', saveHomeSafety);
