import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatRoomsResponse } from '@kinderly/shared';
import { chatKeys } from '../api/query-keys.ts';
import { chatMessage, chatRoom, ME, OTHER_ROOM_ID, pageAnswer, roomsAnswer } from '../test/fixtures.ts';
import { oldestFirst, type MessagePages } from './message-cache.ts';
import { putNewMessage } from './put-new-message.ts';

const ROOMS_KEY = [...chatKeys.rooms(), 50];

function cache() {
  const client = new QueryClient();
  client.setQueryData<ChatRoomsResponse>(
    ROOMS_KEY,
    roomsAnswer([chatRoom({ unreadCount: 2 }), chatRoom({ id: OTHER_ROOM_ID })]),
  );
  client.setQueryData(chatKeys.unread(), 2);
  client.setQueryData<MessagePages>(chatKeys.messages(chatMessage(1).roomId), {
    pages: [pageAnswer([chatMessage(1)])],
    pageParams: [undefined],
  });
  const rooms = () => client.getQueryData<ChatRoomsResponse>(ROOMS_KEY)!;
  return { client, rooms };
}

describe('putNewMessage', () => {
  it("puts one's own sent message (the hub's ack) in its room's pages and on top of the list, counting nothing", () => {
    const { client, rooms } = cache();
    const own = chatMessage(2, { senderId: ME, text: 'Sent on the socket', createdAt: new Date().toISOString() });
    putNewMessage(client, own, false);
    expect(oldestFirst(client.getQueryData(chatKeys.messages(own.roomId))).map((m) => m.index)).toEqual([1, 2]);
    expect(rooms().items[0]).toMatchObject({
      lastMessage: { id: own.id, text: 'Sent on the socket' },
      lastMessageAt: own.createdAt,
      unreadCount: 2,
    });
    expect(rooms().unreadTotal).toBe(2);
    expect(client.getQueryData(chatKeys.unread())).toBe(2);
  });

  it("counts the other side's message once, however often it is heard, and not one older than the last", () => {
    const { client, rooms } = cache();
    const incoming = chatMessage(5, { roomId: OTHER_ROOM_ID, createdAt: new Date().toISOString() });
    putNewMessage(client, incoming, true);
    putNewMessage(client, incoming, true);
    putNewMessage(client, chatMessage(4, { roomId: OTHER_ROOM_ID }), true);
    expect(rooms().items.map((room) => [room.id, room.unreadCount])).toEqual([
      [OTHER_ROOM_ID, 1],
      [chatRoom().id, 2],
    ]);
    expect(rooms().unreadTotal).toBe(3);
    expect(client.getQueryData(chatKeys.unread())).toBe(3);
  });

  it('marks the list and the total stale for a room the list does not hold', () => {
    const { client } = cache();
    putNewMessage(client, chatMessage(1, { roomId: '11111111-1111-4111-8111-111111111111' }), true);
    expect(client.getQueryState(ROOMS_KEY)?.isInvalidated).toBe(true);
    expect(client.getQueryState(chatKeys.unread())?.isInvalidated).toBe(true);
  });
});
