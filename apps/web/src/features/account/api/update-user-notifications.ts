import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, NotificationSettingsSchema, type NotificationSettings } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { accountKeys } from './query-keys.ts';

/**
 * PUT update (SPEC section 7). Every account has its settings from registration on, so the page always updates;
 * the POST "save" of the same section is the first save of a settings record that does not exist yet.
 */
export const updateUserNotifications = (settings: NotificationSettings) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.account.updateUserNotifications,
    query: { pushNotifications: settings.pushNotifications, emailNotifications: settings.emailNotifications },
    schema: NotificationSettingsSchema,
  });

export function useUpdateUserNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserNotifications,
    onSuccess: (settings) => queryClient.setQueryData(accountKeys.notifications(), settings),
  });
}
