import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  MarkAllReadResponseSchema,
  NotificationListSchema,
  NotificationSchema,
  UnreadCountSchema,
} from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { buildPath } from '../../../lib/api-path.ts';

export const notificationKeys = {
  all: () => ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  list: () => ['notifications', 'list'] as const,
};

/** Without the hub (a blocked WebSocket), the bell still catches up now and then. */
export const UNREAD_POLL_MS = 120_000;

/** The bell's count. A side widget: its failure stays with it (no badge); only a 401 goes to login. */
export const useUnreadNotifications = () =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.notifications.unreadCount,
        schema: UnreadCountSchema,
        signal,
        returnToCaller: (error) => error.status !== 401,
      }).then((answer) => answer.unreadCount),
    retry: false,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });

export const useNotificationList = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest({
        path: API_PATHS.notifications.list,
        query: pageParam ? { after: pageParam } : {},
        schema: NotificationListSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextAfter ?? undefined,
  });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest({
        method: 'PUT',
        path: buildPath(API_PATHS.notifications.markRead, { id }),
        schema: NotificationSchema,
        quiet: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({ method: 'PUT', path: API_PATHS.notifications.markAllRead, schema: MarkAllReadResponseSchema }),
    onSuccess: (answer) => client.setQueryData(notificationKeys.unread(), answer.unreadCount),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all() }),
  });
}
