import { AcceptedAgeGroupsSchema, type AcceptedAgeGroups } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveAcceptedAgeGroups the first time, updateAcceptedAgeGroups after (the server treats both as an upsert). */
export const saveAcceptedAgeGroups = ({ body, exists }: { body: AcceptedAgeGroups; exists: boolean }) =>
  writeStep(
    { path: `/api/childcareProvider/${exists ? 'update' : 'save'}AcceptedAgeGroups`, body },
    AcceptedAgeGroupsSchema,
  );

export const useSaveAcceptedAgeGroups = () => useStepMutation('accepted-age-groups', saveAcceptedAgeGroups);
