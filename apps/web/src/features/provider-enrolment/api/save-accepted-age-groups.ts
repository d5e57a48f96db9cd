import { AcceptedAgeGroupsSchema, API_PATHS, type AcceptedAgeGroups } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveAcceptedAgeGroups the first time, updateAcceptedAgeGroups after (the server treats both as an upsert). */
export const saveAcceptedAgeGroups = ({ body, exists }: { body: AcceptedAgeGroups; exists: boolean }) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updateAcceptedAgeGroups
        : API_PATHS.childcareProvider.saveAcceptedAgeGroups,
      body,
    },
    AcceptedAgeGroupsSchema,
  );

export const useSaveAcceptedAgeGroups = () => useStepMutation('accepted-age-groups', saveAcceptedAgeGroups);
