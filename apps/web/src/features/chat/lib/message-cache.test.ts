import { describe, expect, it } from 'vitest';
import { chatMessage, chatRoom, OTHER_ROOM_ID, pageAnswer, roomsAnswer } from '../test/fixtures.ts';
import { applyReceipts, oldestFirst, upsertMessage, upsertRoom, type MessagePages } from './message-cache.ts';

const pages = (...batches: ReturnType<typeof pageAnswer>[]): MessagePages => ({
  pages: batches,
  pageParams: batches.map((_, position) => (position === 0 ? undefined : 10 - position)),
});

describe('the chat cache', () => {
  it('adds a newer message on top once, replaces a held one, and leaves out an older one not loaded', () => {
    const data = pages(pageAnswer([chatMessage(5), chatMessage(6)], true));
    const added = upsertMessage(data, chatMessage(7));
    expect(oldestFirst(upsertMessage(added, chatMessage(7))).map((message) => message.index)).toEqual([5, 6, 7]);
    const edited = upsertMessage(added, chatMessage(6, { text: 'Changed' }));
    expect(oldestFirst(edited).find((message) => message.index === 6)?.text).toBe('Changed');
    expect(upsertMessage(added, chatMessage(2))).toBe(added);
  });

  it('sets each receipt with the ones it implies, and keeps a time already set', () => {
    const data = pages(pageAnswer([chatMessage(1, { distributedAt: '2027-01-01T00:00:00.000Z' }), chatMessage(2)]));
    const at = '2027-02-02T00:00:00.000Z';
    const read = oldestFirst(
      applyReceipts(
        data,
        { roomId: data.pages[0]!.items[0]!.roomId, receipt: 'read', messageIds: [chatMessage(1).id] },
        at,
      ),
    );
    expect(read[0]).toMatchObject({ distributedAt: '2027-01-01T00:00:00.000Z', seenAt: at, readAt: at });
    expect(read[1]).toMatchObject({ distributedAt: null, seenAt: null, readAt: null });
  });

  it('moves a changed room to the top and the unread total by its difference', () => {
    const list = roomsAnswer([chatRoom({ unreadCount: 2 }), chatRoom({ id: OTHER_ROOM_ID, unreadCount: 1 })]);
    const changed = upsertRoom(
      list,
      chatRoom({ id: OTHER_ROOM_ID, unreadCount: 4, lastMessageAt: new Date().toISOString() }),
    );
    expect(changed?.items.map((room) => room.id)).toEqual([OTHER_ROOM_ID, list.items[0]!.id]);
    expect(changed?.unreadTotal).toBe(6);
  });
});
