import { ProviderNotificationsSchema, type ProviderNotifications } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveNotifications the first time, updateNotifications after (the server treats both as an upsert). */
export const saveProviderNotifications = ({ body, exists }: { body: ProviderNotifications; exists: boolean }) =>
  writeStep(
    { path: `/api/childcareProvider/${exists ? 'update' : 'save'}Notifications`, body },
    ProviderNotificationsSchema,
  );

export const useSaveProviderNotifications = () => useStepMutation('notifications', saveProviderNotifications);
