import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, CHAT_MESSAGES_PER_PAGE, ChatMessagesResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { chatKeys } from './query-keys.ts';

/** GET getMessages: a page of the room, newest first, below `lastLoadedMessageIndexId` (none: the newest). */
export const getMessages = (roomId: string, before: number | undefined, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.chat.getMessages,
    query: {
      roomId,
      messagesPerPage: CHAT_MESSAGES_PER_PAGE,
      ...(before === undefined ? {} : { lastLoadedMessageIndexId: before }),
    },
    schema: ChatMessagesResponseSchema,
    signal,
    // A room that is not the caller's (or no longer exists) is said on the page, not on /error.
    returnToCaller: (error) => error.status === 404,
  });

/** Pages go upward: each next page is older. A page never shifts, since new messages only get larger indexes. */
export const messagesQueryOptions = (roomId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(roomId),
    queryFn: ({ pageParam, signal }) => getMessages(roomId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) =>
      last.hasMore && last.lastLoadedMessageIndexId !== null ? last.lastLoadedMessageIndexId : undefined,
    // The hub keeps the cache current while the room is open; a revisit after a while reads it again.
    staleTime: 0,
  });

export const useMessages = (roomId: string) => useInfiniteQuery(messagesQueryOptions(roomId));
