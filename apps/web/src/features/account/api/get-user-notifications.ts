import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, NotificationSettingsSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { accountKeys } from './query-keys.ts';

export const getUserNotifications = (signal?: AbortSignal) =>
  apiRequest({ path: API_PATHS.account.getUserNotifications, schema: NotificationSettingsSchema, signal });

export const userNotificationsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.notifications(), queryFn: ({ signal }) => getUserNotifications(signal) });

export const useUserNotifications = () => useQuery(userNotificationsQueryOptions());
