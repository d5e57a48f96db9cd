import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  createHomeProvider,
  createNanny,
  createParent,
  createProvider,
  createSuperAdmin,
} from '@kinderly/db';
import {
  API_PATHS,
  CHAT_MESSAGES,
  type ChatMessage,
  type ChatMessagesResponse,
  type ChatRoom,
  type ChatRoomsResponse,
} from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { chatParty, get, openRoom, put, send, sendText, type ChatParty } from './chat-helpers.ts';
import { useTestApp } from './helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';

const ctx = useTestApp();
let party: ChatParty;
let stranger: Headers;

const page = (headers: Headers, roomId: string, query = '') =>
  get(ctx.app, headers, `${API_PATHS.chat.getMessages}?roomId=${roomId}${query}`);

beforeAll(async () => {
  party = await chatParty(ctx.app, ctx.db.db);
  stranger = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
});

describe('createRooms and getRooms', () => {
  it('opens one room per family member and provider, and answers the same room again', async () => {
    expect(party.room).toMatchObject({
      familyUserId: party.familyId,
      providerId: party.providerId,
      other: { userId: party.providerUserId, displayName: 'Maple Daycare' },
      lastMessage: null,
      unreadCount: 0,
    });
    const again = await openRoom(ctx.app, party.family, party.providerId);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: ChatRoom }>().data.id).toBe(party.room.id);
    // Two calls at once still make one room.
    const nanny = bearer(await loginAs(ctx.app, await createNanny(ctx.db.db)));
    const both = await Promise.all([1, 2].map(() => openRoom(ctx.app, nanny, party.providerId)));
    expect(new Set(both.map((response) => response.json<{ data: ChatRoom }>().data.id)).size).toBe(1);
  });

  it('refuses a provider (403), an unlisted provider (404), another userId (400) and the SuperAdmin (403)', async () => {
    expect((await openRoom(ctx.app, party.provider, party.providerId)).statusCode).toBe(403);
    const unlisted = await createProvider(ctx.db.db, { businessName: 'Not yet' });
    expect((await openRoom(ctx.app, party.family, unlisted.id)).statusCode).toBe(404);
    const other = await put(ctx.app, party.family, API_PATHS.chat.createRooms, {
      providerId: party.providerId,
      userId: party.providerUserId,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toHaveProperty('UserId');
    const admin = bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.db.db)));
    expect((await get(ctx.app, admin, API_PATHS.chat.getRooms)).statusCode).toBe(403);
  });

  it('lists the rooms of each side, latest activity first, with names, last message and unread counts', async () => {
    const parent = await createParent(ctx.db.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const headers = bearer(await loginAs(ctx.app, parent));
    const first = (await openRoom(ctx.app, headers, party.providerId)).json<{ data: ChatRoom }>().data;
    const second = await createProvider(ctx.db.db, { complete: true, businessName: 'Birch House' });
    const later = (await openRoom(ctx.app, headers, second.id)).json<{ data: ChatRoom }>().data;
    // A message in the first room makes it the latest.
    await sendText(ctx.app, party.provider, first.id, 'Hello Ada');
    const rooms = (await get(ctx.app, headers, API_PATHS.chat.getRooms)).json<ChatRoomsResponse>();
    expect(rooms.items.map((room) => room.id)).toEqual([first.id, later.id]);
    expect(rooms.items[0]).toMatchObject({ unreadCount: 1, lastMessage: { text: 'Hello Ada' } });
    expect(rooms.unreadTotal).toBe(1);
    const paged = await get(ctx.app, headers, `${API_PATHS.chat.getRooms}?roomsPerPage=1&lastLoadedRoomIndex=1`);
    expect(paged.json<ChatRoomsResponse>()).toMatchObject({ items: [{ id: later.id }], hasMore: false });

    const providerRooms = (await get(ctx.app, party.provider, API_PATHS.chat.getRooms)).json<ChatRoomsResponse>();
    expect(providerRooms.items[0]).toMatchObject({
      id: first.id,
      other: { userId: parent.id, displayName: 'Ada Lovelace' },
      unreadCount: 0,
    });
    // Another provider sees none of them.
    const owner = await createHomeProvider(ctx.db.db);
    const theirs = (await get(ctx.app, bearer(await loginAs(ctx.app, owner)), API_PATHS.chat.getRooms)).json();
    expect(theirs).toMatchObject({ items: [], unreadTotal: 0 });
    // getRoom: one room as the list shows it to that side; anyone else's is 404.
    const one = await get(ctx.app, headers, `${API_PATHS.chat.getRoom}?roomId=${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: ChatRoom }>().data).toEqual(rooms.items[0]);
    expect((await get(ctx.app, stranger, `${API_PATHS.chat.getRoom}?roomId=${first.id}`)).statusCode).toBe(404);
  });
});

describe('sendMessage and getMessages', () => {
  it('pages newest first by index, stable under 30 concurrent sends from both sides', async () => {
    const fresh = await chatParty(ctx.app, ctx.db.db, 'Race Daycare');
    const sends = Array.from({ length: 30 }, (_, i) =>
      send(ctx.app, i % 2 ? fresh.provider : fresh.family, { roomId: fresh.room.id, text: `message ${i}` }),
    );
    const responses = await Promise.all(sends);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(201));
    const indexes = responses.map((response) => response.json<{ data: ChatMessage }>().data.index);
    expect([...indexes].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));

    const seen: number[] = [];
    let cursor = '';
    for (let pages = 0; pages < 5; pages++) {
      const body = (
        await page(fresh.family, fresh.room.id, `&messagesPerPage=7${cursor}`)
      ).json<ChatMessagesResponse>();
      seen.push(...body.items.map((message) => message.index));
      // A send between pages only adds larger indexes, so the next page does not shift.
      if (pages === 1) await sendText(ctx.app, fresh.family, fresh.room.id, 'in between');
      if (!body.hasMore) break;
      cursor = `&lastLoadedMessageIndexId=${body.lastLoadedMessageIndexId}`;
    }
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    const reset = (
      await page(fresh.family, fresh.room.id, '&reset=true&lastLoadedMessageIndexId=5')
    ).json<ChatMessagesResponse>();
    expect(reset.items[0]).toMatchObject({ index: 31, text: 'in between' });
  });

  it('stores the text as sent, and refuses empty, over-long and non-text bodies with a field map', async () => {
    const spaced = await sendText(ctx.app, party.family, party.room.id, '  <b>hi</b>\n ');
    expect(spaced.text).toBe('  <b>hi</b>\n ');
    const max = await send(ctx.app, party.family, { roomId: party.room.id, text: '😀'.repeat(4000) });
    expect(max.statusCode).toBe(201);
    const long = await send(ctx.app, party.family, { roomId: party.room.id, text: 'a'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.Text).toEqual([CHAT_MESSAGES.textTooLong]);
    const blank = await send(ctx.app, party.family, { roomId: party.room.id, text: '   ' });
    expect(blank.json().errors.Text).toEqual([CHAT_MESSAGES.textEmpty]);
    const none = await send(ctx.app, party.family, { roomId: party.room.id });
    expect(none.json().errors.Text).toEqual([CHAT_MESSAGES.emptyMessage]);
    const foreignFile = await send(ctx.app, party.family, {
      roomId: party.room.id,
      text: 'see',
      fileIds: [party.room.id],
    });
    expect(foreignFile.statusCode).toBe(400);
    expect(foreignFile.json().errors.FileIds).toEqual([CHAT_MESSAGES.notYourFile]);
  });

  it('answers 404 to anyone else for the room, its messages and its calls', async () => {
    const message = await sendText(ctx.app, party.family, party.room.id, 'private');
    const roomId = party.room.id;
    expect((await send(ctx.app, stranger, { roomId, text: 'hi' })).statusCode).toBe(404);
    expect((await page(stranger, roomId)).statusCode).toBe(404);
    expect((await get(ctx.app, stranger, `${API_PATHS.chat.getMessage}?messageId=${message.id}`)).statusCode).toBe(404);
    const since = new Date(Date.now() - 60_000).toISOString();
    const update = `${API_PATHS.chat.updateMessages}?roomId=${roomId}&since=${since}`;
    expect((await get(ctx.app, stranger, update)).statusCode).toBe(404);
    const edit = { messageId: message.id, text: 'mine now' };
    expect((await put(ctx.app, stranger, API_PATHS.chat.editMessage, edit)).statusCode).toBe(404);
    const del = `${API_PATHS.chat.deleteMessage}?messageId=${message.id}`;
    expect((await ctx.app.inject({ method: 'DELETE', url: del, headers: stranger })).statusCode).toBe(404);
    expect((await put(ctx.app, stranger, API_PATHS.chat.setLastRoomMessage, { roomId })).statusCode).toBe(404);
    const rooms = (await get(ctx.app, stranger, API_PATHS.chat.getRooms)).json<ChatRoomsResponse>();
    expect(rooms.items).toEqual([]);
  });
});

describe('getMessage, editMessage, deleteMessage, updateMessages, setLastRoomMessage', () => {
  it('edits keep the time of the edit, deletes leave the message without text, and catch-up sees both', async () => {
    const fresh = await chatParty(ctx.app, ctx.db.db, 'Edit Daycare');
    const roomId = fresh.room.id;
    const first = await sendText(ctx.app, fresh.family, roomId, 'first');
    const second = await sendText(ctx.app, fresh.family, roomId, 'secnd');
    const since = new Date().toISOString();

    expect(
      (await put(ctx.app, fresh.provider, API_PATHS.chat.editMessage, { messageId: second.id, text: 'x' })).statusCode,
    ).toBe(403);
    const edited = await put(ctx.app, fresh.family, API_PATHS.chat.editMessage, {
      messageId: second.id,
      text: 'second',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: ChatMessage }>().data).toMatchObject({ text: 'second', index: 2 });
    expect(edited.json<{ data: ChatMessage }>().data.editedAt).not.toBeNull();
    const got = (await get(ctx.app, fresh.provider, `${API_PATHS.chat.getMessage}?messageId=${second.id}`)).json();
    expect(got.data).toMatchObject({ text: 'second', editedAt: edited.json().data.editedAt });
    const badEdit = await put(ctx.app, fresh.family, API_PATHS.chat.editMessage, { messageId: second.id, text: '' });
    expect(badEdit.json().errors).toHaveProperty('Text');

    await put(ctx.app, fresh.provider, API_PATHS.chat.sendMessageReaction, {
      messageId: second.id,
      roomId,
      unicode: '👍',
    });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.chat.deleteMessage}?messageId=${second.id}`,
      headers: fresh.family,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ data: ChatMessage }>().data).toMatchObject({ index: 2, text: null, reactions: [] });
    expect(deleted.json().data.deletedAt).not.toBeNull();
    // The room's last message goes back to the newest one left.
    const rooms = (await get(ctx.app, fresh.provider, API_PATHS.chat.getRooms)).json<ChatRoomsResponse>();
    expect(rooms.items.find((room) => room.id === roomId)?.lastMessage).toMatchObject({ id: first.id });
    const again = await put(ctx.app, fresh.family, API_PATHS.chat.editMessage, { messageId: second.id, text: 'back' });
    expect(again.statusCode).toBe(404);

    const changes = await get(
      ctx.app,
      fresh.provider,
      `${API_PATHS.chat.updateMessages}?roomId=${roomId}&since=${since}`,
    );
    expect(changes.statusCode).toBe(200);
    expect(changes.json().items.map((message: ChatMessage) => message.id)).toContain(second.id);
    expect(changes.json().serverTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const later = `${API_PATHS.chat.updateMessages}?roomId=${roomId}&since=${changes.json().serverTime}`;
    // Within the look-back window the same changes come again; clients merge by id.
    expect((await get(ctx.app, fresh.provider, later)).json().items.map((m: ChatMessage) => m.id)).toContain(second.id);
    // A message last changed an hour ago is not a change since a minute ago.
    await ctx.db.db
      .update(chatMessages)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(chatMessages.id, first.id));
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    const recent = await get(
      ctx.app,
      fresh.provider,
      `${API_PATHS.chat.updateMessages}?roomId=${roomId}&since=${minuteAgo}`,
    );
    expect(recent.json().items.map((m: ChatMessage) => m.id)).toEqual([second.id]);

    const last = await put(ctx.app, fresh.provider, API_PATHS.chat.setLastRoomMessage, { roomId });
    expect(last.json<{ data: ChatRoom }>().data.lastMessage).toMatchObject({ id: first.id, text: 'first' });
  });
});

describe('limits', () => {
  it('allows 20 messages per 10 s per user, then answers 429 with Retry-After', async () => {
    const fresh = await chatParty(ctx.app, ctx.db.db, 'Busy Daycare');
    for (let i = 0; i < 20; i++) await sendText(ctx.app, fresh.family, fresh.room.id, `m${i}`);
    const refused = await send(ctx.app, fresh.family, { roomId: fresh.room.id, text: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);
    expect(refused.json().message).toMatch(/too fast/);
    // The other side is counted apart.
    expect((await send(ctx.app, fresh.provider, { roomId: fresh.room.id, text: 'fine' })).statusCode).toBe(201);
  });
});
