import { useQuery } from '@tanstack/react-query';
import { API_PATHS, ChatRoomsResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { chatKeys } from './query-keys.ts';

/** Often enough for a badge; the messages pages hear the hub and refresh it at once. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The unread total of the sidebar and top bar: getRooms with one room (the answer carries the total). A side
 * widget: its failure stays with it (no badge), only a 401 goes to login, and it polls instead of holding a socket,
 * so pages other than the chat's do not load the hub's client.
 */
export const useUnreadTotal = (enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) =>
      apiRequest({
        path: API_PATHS.chat.getRooms,
        query: { roomsPerPage: 1, lastLoadedRoomIndex: 0 },
        schema: ChatRoomsResponseSchema,
        signal,
        returnToCaller: (error) => error.status !== 401,
      }).then((answer) => answer.unreadTotal),
    enabled,
    retry: false,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
