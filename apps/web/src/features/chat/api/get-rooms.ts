import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, ChatRoomsResponseSchema } from '@kinderly/shared';
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
