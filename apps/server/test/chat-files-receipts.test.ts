import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, createParent } from '@kinderly/db';
import {
  API_PATHS,
  CHAT_MESSAGES,
  CHAT_UNREAD_COUNTED,
  UPLOAD_MESSAGES,
  type ChatMessage,
  type ChatRoomsResponse,
  type StoredFile,
} from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { chatParty, get, multipart, put, send, sendText, type ChatParty } from './chat-helpers.ts';
import { useTestApp } from './helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';

const ctx = useTestApp();
let party: ChatParty;
let stranger: Headers;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 2)]);

function upload(headers: Headers, roomId: string, parts: Parameters<typeof multipart>[0]) {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `${API_PATHS.chat.messageFiles}?roomId=${roomId}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
const fileUrl = (id: string) => API_PATHS.files.file.replace('{id}', id);
const react = (headers: Headers, message: ChatMessage, unicode: string, extra: Record<string, unknown> = {}) =>
  put(ctx.app, headers, API_PATHS.chat.sendMessageReaction, {
    messageId: message.id,
    roomId: message.roomId,
    unicode,
    ...extra,
  });

beforeAll(async () => {
  party = await chatParty(ctx.app, ctx.db.db);
  stranger = bearer(await loginAs(ctx.app, await createParent(ctx.db.db)));
});

describe('message files', () => {
  it('uploads a PDF and a PNG, sends them with a message, and serves them to the two participants only', async () => {
    const uploaded = await upload(party.family, party.room.id, [
      { fileName: 'menu.pdf', contentType: 'application/pdf', data: PDF },
      { fileName: 'photo.png', contentType: 'image/png', data: PNG },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const files = uploaded.json<{ items: StoredFile[] }>().items;
    expect(files.map((file) => file.contentType)).toEqual(['application/pdf', 'image/png']);
    // Pending: the other side cannot read it yet.
    expect((await get(ctx.app, party.provider, fileUrl(files[0]!.id))).statusCode).toBe(404);

    const sent = await send(ctx.app, party.family, { roomId: party.room.id, fileIds: files.map((file) => file.id) });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<{ data: ChatMessage }>().data;
    expect(message.text).toBe('');
    expect(message.files.map((file) => file.id)).toEqual(files.map((file) => file.id));
    const read = await get(ctx.app, party.provider, fileUrl(files[0]!.id));
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect((await get(ctx.app, stranger, fileUrl(files[0]!.id))).statusCode).toBe(404);
    // A file is attached once.
    const twice = await send(ctx.app, party.family, { roomId: party.room.id, text: 'x', fileIds: [files[0]!.id] });
    expect(twice.json().errors.FileIds).toEqual([CHAT_MESSAGES.notYourFile]);

    // Only the uploader takes a file back; the message keeps the other.
    const del = (headers: Headers, id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `${API_PATHS.chat.messageFiles}?fileId=${id}`, headers });
    expect((await del(party.provider, files[1]!.id)).statusCode).toBe(404);
    expect((await del(stranger, files[1]!.id)).statusCode).toBe(404);
    expect((await del(party.family, files[1]!.id)).statusCode).toBe(204);
    const after = (await get(ctx.app, party.provider, `${API_PATHS.chat.getMessage}?messageId=${message.id}`)).json();
    expect(after.data.files.map((file: StoredFile) => file.id)).toEqual([files[0]!.id]);
    expect((await get(ctx.app, party.family, fileUrl(files[1]!.id))).statusCode).toBe(404);

    // Deleting the message removes its files.
    await ctx.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.chat.deleteMessage}?messageId=${message.id}`,
      headers: party.family,
    });
    expect((await get(ctx.app, party.family, fileUrl(files[0]!.id))).statusCode).toBe(404);
  });

  it('refuses files by their bytes and size, and a stranger before reading them', async () => {
    const renamed = await upload(party.family, party.room.id, [
      { fileName: 'photo.png', contentType: 'image/png', data: Buffer.from('GIF89a not a png at all') },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe(UPLOAD_MESSAGES.typeNotAllowed);
    const disguised = await upload(party.family, party.room.id, [
      { fileName: 'menu.png', contentType: 'image/png', data: PDF },
    ]);
    expect(disguised.statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const tooBig = await upload(party.family, party.room.id, [
      { fileName: 'big.pdf', contentType: 'application/pdf', data: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    const foreign = await upload(stranger, party.room.id, [
      { fileName: 'menu.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('sendMessageReaction', () => {
  it('keeps one emoji per person, replaces it, removes it, and refuses what is not one emoji', async () => {
    const message = await sendText(ctx.app, party.family, party.room.id, 'Pickup at 5?');
    expect((await react(party.provider, message, '👍')).json().data.reactions).toEqual([
      { userId: party.providerUserId, unicode: '👍' },
    ]);
    const replaced = (await react(party.provider, message, '👨‍👩‍👧')).json().data.reactions;
    expect(replaced).toEqual([{ userId: party.providerUserId, unicode: '👨‍👩‍👧' }]);
    const both = (await react(party.family, message, '🇨🇦', { userId: party.familyId })).json().data.reactions;
    expect(both).toHaveLength(2);
    const removed = await react(party.provider, message, '👍', { remove: true });
    expect(removed.json().data.reactions).toEqual([{ userId: party.familyId, unicode: '🇨🇦' }]);

    for (const unicode of ['a', '👍👍', '', ':)']) {
      const bad = await react(party.provider, message, unicode);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.Unicode).toEqual([CHAT_MESSAGES.notEmoji]);
    }
    expect((await react(party.provider, message, '1️⃣')).statusCode).toBe(200);
    expect((await react(party.provider, message, '👍', { userId: party.familyId })).json().errors).toHaveProperty(
      'UserId',
    );
    expect((await react(stranger, message, '👍')).statusCode).toBe(404);
    // The message must be in the room named.
    const other = await chatParty(ctx.app, ctx.db.db, 'Other Daycare');
    const wrongRoom = await react(party.provider, { ...message, roomId: other.room.id }, '👍');
    expect(wrongRoom.statusCode).toBe(404);
  });
});

describe('receipts and unread counts', () => {
  it("counts a room's unread messages up to CHAT_UNREAD_COUNTED, however many wait", async () => {
    const busy = await chatParty(ctx.app, ctx.db.db, 'Busy Daycare');
    await ctx.db.db.insert(chatMessages).values(
      Array.from({ length: CHAT_UNREAD_COUNTED + 5 }, (_, i) => ({
        roomId: busy.room.id,
        index: 1000 + i,
        senderId: busy.familyId,
        body: `m${i}`,
      })),
    );
    const rooms = (await get(ctx.app, busy.provider, API_PATHS.chat.getRooms)).json<ChatRoomsResponse>();
    expect(rooms.items[0]!.unreadCount).toBe(CHAT_UNREAD_COUNTED);
    expect(rooms.unreadTotal).toBe(CHAT_UNREAD_COUNTED);
    // The sender has nothing unread.
    expect(
      (await get(ctx.app, busy.family, API_PATHS.chat.getRooms)).json<ChatRoomsResponse>().items[0]!.unreadCount,
    ).toBe(0);
  });

  it("sets each receipt once, only on the recipient's messages, read implying seen implying distributed", async () => {
    const fresh = await chatParty(ctx.app, ctx.db.db, 'Receipt Daycare');
    const a = await sendText(ctx.app, fresh.family, fresh.room.id, 'a');
    const b = await sendText(ctx.app, fresh.family, fresh.room.id, 'b');
    const unread = async () =>
      (await get(ctx.app, fresh.provider, API_PATHS.chat.getRooms)).json<ChatRoomsResponse>().items[0]!.unreadCount;
    expect(await unread()).toBe(2);

    // The sender cannot mark its own messages.
    const own = await put(ctx.app, fresh.family, API_PATHS.chat.markMessagesRead, { messageIds: [a.id] });
    expect(own.json()).toEqual({ updated: [] });
    const distributed = await put(ctx.app, fresh.provider, API_PATHS.chat.markMessagesDistributed, {
      messageIds: [a.id, b.id],
    });
    expect(distributed.json().updated.sort()).toEqual([a.id, b.id].sort());
    const first = (await get(ctx.app, fresh.family, `${API_PATHS.chat.getMessage}?messageId=${a.id}`)).json().data;
    expect(first.distributedAt).not.toBeNull();
    expect(first.seenAt).toBeNull();

    await put(ctx.app, fresh.provider, API_PATHS.chat.markMessagesSeen, { messageIds: [a.id] });
    const read = await put(ctx.app, fresh.provider, API_PATHS.chat.markMessagesRead, { messageIds: [a.id, b.id] });
    expect(read.json().updated).toHaveLength(2);
    expect(await unread()).toBe(0);
    const [ra, rb] = await Promise.all(
      [a, b].map(
        async (m) => (await get(ctx.app, fresh.family, `${API_PATHS.chat.getMessage}?messageId=${m.id}`)).json().data,
      ),
    );
    expect(ra.distributedAt).toBe(first.distributedAt);
    expect(ra.seenAt).not.toBeNull();
    expect(rb).toMatchObject({ seenAt: expect.any(String), readAt: expect.any(String) });
    // Set once: marking again changes nothing.
    const again = await put(ctx.app, fresh.provider, API_PATHS.chat.markMessagesRead, { messageIds: [a.id] });
    expect(again.json()).toEqual({ updated: [] });

    // A message of someone else's room makes the whole call 404, and nothing changes.
    const c = await sendText(ctx.app, fresh.family, fresh.room.id, 'c');
    const foreign = await sendText(ctx.app, party.family, party.room.id, 'not yours');
    for (const path of [
      API_PATHS.chat.markMessagesRead,
      API_PATHS.chat.markMessagesSeen,
      API_PATHS.chat.markMessagesDistributed,
    ]) {
      expect((await put(ctx.app, fresh.provider, path, { messageIds: [c.id, foreign.id] })).statusCode).toBe(404);
      expect((await put(ctx.app, stranger, path, { messageIds: [c.id] })).statusCode).toBe(404);
    }
    expect(await unread()).toBe(1);
    const empty = await put(ctx.app, fresh.provider, API_PATHS.chat.markMessagesRead, { messageIds: [] });
    expect(empty.json().errors).toHaveProperty('MessageIds');
  });
});
