import { API_PATHS, AvailabilitySettingsSchema, type AvailabilitySettings } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveAvailabilitySettings the first time, updateAvailabilitySettings after (the server treats both as an upsert). */
export const saveAvailabilitySettings = ({ body, exists }: { body: AvailabilitySettings; exists: boolean }) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updateAvailabilitySettings
        : API_PATHS.childcareProvider.saveAvailabilitySettings,
      body,
    },
    AvailabilitySettingsSchema,
  );

export const useSaveAvailabilitySettings = () => useStepMutation('availability-settings', saveAvailabilitySettings);
