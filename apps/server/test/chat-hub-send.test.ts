import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@kinderly/db';
import {
  API_PATHS,
  ChatHubEvent,
  type ChatHubFailure,
  type ChatHubSendAck,
  type ChatMessage,
  type ChatRoomsResponse,
} from '@kinderly/shared';
import { CHAT_MESSAGE_NOTICE_JOB } from '../src/services/chat/message-notice.ts';
import { chatParty, get, send, type ChatParty } from './chat-helpers.ts';
import { closeSockets, connect, listen, nextEvent, recordEvents, sleep, tokenOf } from './chat-hub-helpers.ts';
import { useTestApp } from './helpers.ts';

/** message:send (ADR 024, session 15): REST sendMessage over the hub, acked with the message or REST's refusal. */
const ctx = useTestApp();
let url: string;
let party: ChatParty;
let stranger: ChatParty;

beforeAll(async () => {
  url = await listen(ctx.app);
  party = await chatParty(ctx.app, ctx.db.db, 'Socket Daycare');
  stranger = await chatParty(ctx.app, ctx.db.db, 'Stranger Daycare');
});
afterEach(closeSockets);
afterAll(closeSockets);

const sendOver = (socket: Awaited<ReturnType<typeof connect>>, body: unknown): Promise<ChatHubSendAck> =>
  socket.timeout(3000).emitWithAck(ChatHubEvent.MessageSend, body);

function failed(ack: ChatHubSendAck): ChatHubFailure {
  if (ack.ok) throw new Error(`expected a refusal, got message ${ack.message.id}`);
  return ack;
}

describe('message:send', () => {
  it("acks the message as REST answers it, delivers it to the room's other sockets only, and queues the notice", async () => {
    const family = await connect(url, tokenOf(party.family));
    const familyElsewhere = await connect(url, tokenOf(party.family));
    const provider = await connect(url, tokenOf(party.provider));
    const familySaw = recordEvents(family);
    const providerSaw = recordEvents(provider);
    const arrived = nextEvent<ChatMessage>(provider, ChatHubEvent.MessageNew);
    const elsewhere = nextEvent<ChatMessage>(familyElsewhere, ChatHubEvent.MessageNew);
    const ack = await sendOver(family, { roomId: party.room.id, text: 'Over the socket' });
    if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack)}`);
    expect(ack.message).toMatchObject({ roomId: party.room.id, senderId: party.familyId, text: 'Over the socket' });
    expect(await arrived).toEqual(ack.message);
    // The sender's other tab hears it; the sending socket has its ack, and nobody gets a room summary (ADR 024).
    expect(await elsewhere).toEqual(ack.message);
    await sleep(200);
    expect(familySaw).toEqual([]);
    expect(providerSaw.map((seen) => seen.event)).toEqual([ChatHubEvent.MessageNew]);
    const read = await get(ctx.app, party.family, `${API_PATHS.chat.getMessage}?messageId=${ack.message.id}`);
    expect(read.json<{ data: ChatMessage }>().data).toEqual(ack.message);
    const roomOf = async (headers: typeof party.family) =>
      (await get(ctx.app, headers, `${API_PATHS.chat.getRooms}?roomsPerPage=50&lastLoadedRoomIndex=0`))
        .json<ChatRoomsResponse>()
        .items.find((room) => room.id === party.room.id);
    expect(await roomOf(party.provider)).toMatchObject({
      unreadCount: 1,
      lastMessage: { id: ack.message.id },
      other: { userId: party.familyId },
    });
    expect(await roomOf(party.family)).toMatchObject({
      unreadCount: 0,
      lastMessage: { id: ack.message.id },
      other: { userId: party.providerUserId },
    });
    const queued = await ctx.app.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.name, CHAT_MESSAGE_NOTICE_JOB),
          eq(jobs.singletonKey, `${CHAT_MESSAGE_NOTICE_JOB}:${party.room.id}:${party.providerUserId}`),
        ),
      );
    expect(queued).toHaveLength(1);

    // The provider answers over its socket too: the room it checked is its own.
    const answer = await sendOver(provider, { roomId: party.room.id, text: 'Welcome' });
    expect(answer).toMatchObject({
      ok: true,
      message: { senderId: party.providerUserId, index: ack.message.index + 1 },
    });
  });

  it("answers 404 for a room that is not the caller's, as REST does, and tells nobody", async () => {
    const outsider = await connect(url, tokenOf(stranger.family));
    const provider = recordEvents(await connect(url, tokenOf(party.provider)));
    const foreign = failed(await sendOver(outsider, { roomId: party.room.id, text: 'Let me in' }));
    const rest = await send(ctx.app, stranger.family, { roomId: party.room.id, text: 'Let me in' });
    expect(rest.statusCode).toBe(404);
    expect(foreign).toMatchObject({ status: 404, code: 'NOT_FOUND', error: rest.json().message });
    const missing = failed(
      await sendOver(outsider, { roomId: '00000000-0000-4000-8000-000000000000', text: 'Anyone?' }),
    );
    expect(missing.status).toBe(404);
    // Its own room still works on the same socket.
    expect((await sendOver(outsider, { roomId: stranger.room.id, text: 'Mine' })).ok).toBe(true);
    await sleep(200);
    expect(provider).toEqual([]);
  });

  it('answers 400 with the field map REST answers for the same body', async () => {
    const family = await connect(url, tokenOf(party.family));
    const bodies: unknown[] = [
      { roomId: party.room.id },
      { roomId: 'not-a-uuid', text: 'hi' },
      { roomId: party.room.id, text: 'x'.repeat(4001) },
      { roomId: party.room.id, text: 'nul \u0000 here' },
      { roomId: party.room.id, text: 'hi', fileIds: Array(6).fill(party.room.id) },
    ];
    for (const body of bodies) {
      const ack = failed(await sendOver(family, body));
      const rest = await send(ctx.app, party.family, body as Record<string, unknown>);
      expect(rest.statusCode).toBe(400);
      expect(ack).toMatchObject({ status: 400, code: 'VALIDATION', errors: rest.json().errors });
      expect(Object.keys(ack.errors!).length).toBeGreaterThan(0);
    }
    expect(failed(await sendOver(family, { roomId: party.room.id })).errors).toEqual({
      Text: ['Write a message or attach a file.'],
    });
    for (const garbage of [null, 42, 'text', [party.room.id]]) {
      const ack = failed(await sendOver(family, garbage));
      expect(ack.status).toBe(400);
      expect(Object.keys(ack.errors ?? {})).toEqual(['Body']);
    }
  });

  it('allows 20 messages per 10 s per user, then acks 429 with the seconds to wait', async () => {
    const busy = await chatParty(ctx.app, ctx.db.db, 'Busy Socket Daycare');
    const family = await connect(url, tokenOf(busy.family));
    for (let i = 0; i < 20; i++)
      expect((await sendOver(family, { roomId: busy.room.id, text: `m${i}` })).ok).toBe(true);
    const refused = failed(await sendOver(family, { roomId: busy.room.id, text: 'one more' }));
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(refused.error).toMatch(/too fast/);
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfter).toBeLessThanOrEqual(10);
    // The limit is the user's, over REST and the hub alike; the other side is counted apart.
    expect((await send(ctx.app, busy.family, { roomId: busy.room.id, text: 'rest' })).statusCode).toBe(429);
    const provider = await connect(url, tokenOf(busy.provider));
    expect((await sendOver(provider, { roomId: busy.room.id, text: 'fine' })).ok).toBe(true);
  });

  it('sends without an ack callback, and survives garbage, keeping the socket', async () => {
    const family = await connect(url, tokenOf(party.family));
    const provider = await connect(url, tokenOf(party.provider));
    const arrived = nextEvent<ChatMessage>(provider, ChatHubEvent.MessageNew);
    family.emit(ChatHubEvent.MessageSend, { roomId: party.room.id, text: 'No ack wanted' });
    expect((await arrived).text).toBe('No ack wanted');
    family.emit(ChatHubEvent.MessageSend);
    family.emit(ChatHubEvent.MessageSend, 'garbage', 'more');
    family.emit(ChatHubEvent.MessageSend, { roomId: stranger.room.id, text: 'not mine' });
    family.emit(ChatHubEvent.MessageSend, { roomId: party.room.id, text: 'hi' }, 'not a function');
    await sleep(200);
    expect(family.connected).toBe(true);
    expect((await sendOver(family, { roomId: party.room.id, text: 'Still here' })).ok).toBe(true);
  });

  it('gives concurrent sends from both sides distinct, gapless indexes', async () => {
    const race = await chatParty(ctx.app, ctx.db.db, 'Socket Race Daycare');
    const family = await connect(url, tokenOf(race.family));
    const provider = await connect(url, tokenOf(race.provider));
    const acks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sendOver(i % 2 ? provider : family, { roomId: race.room.id, text: `message ${i}` }),
      ),
    );
    const indexes = acks.map((ack) => (ack.ok ? ack.message.index : -1));
    expect(indexes.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
