import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatRoomsResponse } from '@kinderly/shared';
import { chatKeys } from '../api/query-keys.ts';
import { roomWithMessage, upsertMessage, upsertRoom, type MessagePages } from './message-cache.ts';

/**
 * A new message (the hub's `message:new`, or the answer to one's own send) into the cache: its room's pages, the
 * room list (last message, order, unread count) and the unread total, as the server moved them; the hub sends no
 * room summary for a new message (ADR 024, session 20). A room the list does not hold (new, or past the loaded
 * page) makes the list and the total read again.
 */
export function putNewMessage(client: QueryClient, message: ChatMessage, fromOtherSide: boolean) {
  client.setQueryData<MessagePages>(chatKeys.messages(message.roomId), (data) => upsertMessage(data, message));
  let listed = false;
  let counted = false;
  client.setQueriesData<ChatRoomsResponse>({ queryKey: chatKeys.rooms() }, (data) => {
    const room = data?.items.find((item) => item.id === message.roomId);
    if (!data || !room) return data;
    listed = true;
    const moved = roomWithMessage(room, message, fromOtherSide);
    if (!moved) return data;
    counted ||= fromOtherSide;
    return upsertRoom(data, moved);
  });
  if (!listed) void client.invalidateQueries({ queryKey: chatKeys.rooms() });
  if (counted) client.setQueryData<number>(chatKeys.unread(), (total) => (total === undefined ? total : total + 1));
  else if (!listed && fromOtherSide) void client.invalidateQueries({ queryKey: chatKeys.unread() });
}
