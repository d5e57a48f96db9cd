import { HomeSafetySchema, type HomeSafety } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveHomeSafety the first time, updateHomeSafety after (the server treats both as an upsert). */
export const saveHomeSafety = ({ body, exists }: { body: HomeSafety; exists: boolean }) =>
  writeStep({ path: `/api/childcareProvider/${exists ? 'update' : 'save'}HomeSafety`, body }, HomeSafetySchema);

export const useSaveHomeSafety = () => useStepMutation('home-safety', saveHomeSafety);
