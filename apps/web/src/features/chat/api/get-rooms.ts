import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ChatRoomResponseSchema, ChatRoomsResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { chatKeys } from './query-keys.ts';

/** As many rooms as a person plausibly has; rooms past these are not paged in yet (an offset, ADR 024). */
export const ROOMS_PER_PAGE = 50;

/** GET getRooms: the caller's rooms, latest activity first, with the unread total. */
export const getRooms = (roomsPerPage: number, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.chat.getRooms,
    query: { roomsPerPage, lastLoadedRoomIndex: 0 },
    schema: ChatRoomsResponseSchema,
    signal,
  });

export const roomsQueryOptions = (roomsPerPage = ROOMS_PER_PAGE) =>
  queryOptions({
    queryKey: [...chatKeys.rooms(), roomsPerPage],
    queryFn: ({ signal }) => getRooms(roomsPerPage, signal),
  });

export const useRooms = (roomsPerPage = ROOMS_PER_PAGE) => useQuery(roomsQueryOptions(roomsPerPage));

/**
 * GET getRoom: one room by itself, for a conversation opened by its address when the room is not among the
 * listed ones (its header needs the other side's name). A failure leaves the header without it.
 */
export const useRoom = (roomId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.room(roomId ?? ''),
    enabled: enabled && Boolean(roomId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          path: API_PATHS.chat.getRoom,
          query: { roomId: roomId! },
          schema: ChatRoomResponseSchema,
          signal,
          returnToCaller: (error) => error.status !== 401,
        })
      ).data,
    retry: false,
  });
