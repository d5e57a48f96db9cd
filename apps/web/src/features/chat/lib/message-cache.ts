import type { InfiniteData } from '@tanstack/react-query';
import type { ChatHubReceipts, ChatMessage, ChatMessagesResponse, ChatRoom, ChatRoomsResponse } from '@kinderly/shared';

/** The cached pages of a room: newest page first, each page's items newest first (as the API answers). */
export type MessagePages = InfiniteData<ChatMessagesResponse, unknown>;

/**
 * Puts a message the hub or a REST answer brought into the pages: replaces it where it is, or adds it on top when
 * it is newer than everything held. An older one that is not loaded stays out (its page will bring it).
 */
export function upsertMessage(data: MessagePages | undefined, message: ChatMessage): MessagePages | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((item) => item.id === message.id)) return page;
    found = true;
    return { ...page, items: page.items.map((item) => (item.id === message.id ? message : item)) };
  });
  if (found) return { ...data, pages };
  const [first, ...rest] = data.pages;
  if (!first)
    return { ...data, pages: [{ items: [message], lastLoadedMessageIndexId: message.index, hasMore: false }] };
  const newest = first.items[0]?.index ?? 0;
  if (message.index < newest) return data;
  return { ...data, pages: [{ ...first, items: [message, ...first.items] }, ...rest] };
}

/** Each receipt implies the ones before it (ADR 024); one already set keeps its time. */
export function applyReceipts(data: MessagePages | undefined, receipts: ChatHubReceipts, at: string) {
  if (!data) return data;
  const ids = new Set(receipts.messageIds);
  const mark = (message: ChatMessage): ChatMessage => {
    if (!ids.has(message.id)) return message;
    const distributedAt = message.distributedAt ?? at;
    if (receipts.receipt === 'distributed') return { ...message, distributedAt };
    const seenAt = message.seenAt ?? at;
    if (receipts.receipt === 'seen') return { ...message, distributedAt, seenAt };
    return { ...message, distributedAt, seenAt, readAt: message.readAt ?? at };
  };
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(mark) })) };
}

/** The loaded messages, oldest first, for display. */
export function oldestFirst(data: MessagePages | undefined): ChatMessage[] {
  return (data?.pages ?? []).flatMap((page) => page.items).toReversed();
}

const activity = (room: ChatRoom) => room.lastMessageAt ?? room.createdAt;

/**
 * The room as a new message moves it (the server's counts move the same way; ADR 024, session 20): that message
 * last, and one more unread when the other side sent it. Null when the room's last message is that one or a newer
 * one, so a message heard twice (the ack and the hub, a replay) counts once.
 */
export function roomWithMessage(room: ChatRoom, message: ChatMessage, fromOtherSide: boolean): ChatRoom | null {
  if (room.lastMessage && room.lastMessage.index >= message.index) return null;
  const { id, index, senderId, text, createdAt, deletedAt } = message;
  return {
    ...room,
    lastMessage: { id, index, senderId, text, createdAt, deletedAt },
    lastMessageAt: createdAt,
    unreadCount: room.unreadCount + (fromOtherSide ? 1 : 0),
  };
}

/** A room:changed summary into the list: replaced or added, the list kept in order of latest activity. */
export function upsertRoom(data: ChatRoomsResponse | undefined, room: ChatRoom): ChatRoomsResponse | undefined {
  if (!data) return data;
  const old = data.items.find((item) => item.id === room.id);
  const items = [room, ...data.items.filter((item) => item.id !== room.id)].sort((a, b) =>
    activity(b).localeCompare(activity(a)),
  );
  const unreadTotal = Math.max(0, data.unreadTotal + room.unreadCount - (old?.unreadCount ?? 0));
  return { ...data, items, unreadTotal };
}
