import { API_PATHS, ProviderNotificationsSchema, type ProviderNotifications } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveNotifications the first time, updateNotifications after (the server treats both as an upsert). */
export const saveProviderNotifications = ({ body, exists }: { body: ProviderNotifications; exists: boolean }) =>
  writeStep(
    {
      path: exists ? API_PATHS.childcareProvider.updateNotifications : API_PATHS.childcareProvider.saveNotifications,
      body,
    },
    ProviderNotificationsSchema,
  );

export const useSaveProviderNotifications = () => useStepMutation('notifications', saveProviderNotifications);
