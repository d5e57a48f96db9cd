import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CHAT_HUB_UNAUTHORIZED,
  ChatHubEvent,
  type ChatHubReceipts,
  type ChatHubRefreshAck,
  type ChatHubTyping,
  type ChatMessage,
  type ChatRoom,
  type ChatRoomsResponse,
} from '@kinderly/shared';
import { createAccessTokens } from '../src/lib/access-token.ts';
import { chatParty, get, put, sendText, type ChatParty } from './chat-helpers.ts';
import {
  closeSockets,
  connect,
  connected,
  dropAndReconnect,
  hubSocket,
  listen,
  nextEvent,
  recordEvents,
  sleep,
  tokenOf,
} from './chat-hub-helpers.ts';
import { useTestApp } from './helpers.ts';

const ctx = useTestApp();
let url: string;
let party: ChatParty;
let stranger: ChatParty;

beforeAll(async () => {
  url = await listen(ctx.app);
  party = await chatParty(ctx.app, ctx.db.db, 'Hub Daycare');
  stranger = await chatParty(ctx.app, ctx.db.db, 'Other Daycare');
});
afterEach(closeSockets);
afterAll(closeSockets);

/** The same user and session as `token`, expiring within a second. */
async function shortLived(token: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { iat, exp, iss, aud, jti, ...claims } = await ctx.app.tokens.verify(token);
  return (await createAccessTokens(ctx.app.config.JWT_SECRET, 1).sign(claims)).token;
}

describe('the /chatHub handshake', () => {
  it('refuses a socket without a token or with a bad one', async () => {
    await expect(connected(hubSocket(url))).rejects.toThrow(CHAT_HUB_UNAUTHORIZED);
    await expect(connected(hubSocket(url, 'not-a-token'))).rejects.toThrow(CHAT_HUB_UNAUTHORIZED);
    const forged = `${tokenOf(party.family).slice(0, -4)}AAAA`;
    await expect(connected(hubSocket(url, forged))).rejects.toThrow(CHAT_HUB_UNAUTHORIZED);
  });

  it('connects over HTTP long-polling too (not taken by the SPA fallback)', async () => {
    const socket = await connected(hubSocket(url, tokenOf(party.family), { transports: ['polling'] }));
    expect(socket.connected).toBe(true);
  });
});

describe('events', () => {
  it('delivers a REST send to both participants as message:new alone, the read as receipts and summaries, to no stranger', async () => {
    const provider = await connect(url, tokenOf(party.provider));
    const family = await connect(url, tokenOf(party.family));
    const providerSaw = recordEvents(provider);
    const familySaw = recordEvents(family);
    const outsider = recordEvents(await connect(url, tokenOf(stranger.family)));
    const arrived = nextEvent<ChatMessage>(provider, ChatHubEvent.MessageNew);
    const echoed = nextEvent<ChatMessage>(family, ChatHubEvent.MessageNew);
    const sent = await sendText(ctx.app, party.family, party.room.id, 'Is there a place in May?');
    expect(await arrived).toMatchObject({ id: sent.id, roomId: party.room.id, text: 'Is there a place in May?' });
    expect((await echoed).id).toBe(sent.id);
    // No room summary: clients move the room from the message, as the server moved its counts (ADR 024).
    await sleep(200);
    expect(providerSaw.map((seen) => seen.event)).toEqual([ChatHubEvent.MessageNew]);
    expect(familySaw.map((seen) => seen.event)).toEqual([ChatHubEvent.MessageNew]);
    const rooms = await get(
      ctx.app,
      party.provider,
      `${API_PATHS.chat.getRooms}?roomsPerPage=50&lastLoadedRoomIndex=0`,
    );
    expect(rooms.json<ChatRoomsResponse>().items.find((room) => room.id === party.room.id)).toMatchObject({
      unreadCount: 1,
      lastMessage: { id: sent.id },
    });

    const receipts = nextEvent<ChatHubReceipts>(family, ChatHubEvent.Receipts);
    const providerRoom = nextEvent<ChatRoom>(provider, ChatHubEvent.RoomChanged);
    const familyRoom = nextEvent<ChatRoom>(family, ChatHubEvent.RoomChanged);
    const read = await put(ctx.app, party.provider, API_PATHS.chat.markMessagesRead, { messageIds: [sent.id] });
    expect(read.statusCode).toBe(200);
    expect(await receipts).toEqual({ roomId: party.room.id, receipt: 'read', messageIds: [sent.id] });
    expect(await providerRoom).toMatchObject({ id: party.room.id, unreadCount: 0, lastMessage: { id: sent.id } });
    expect(await familyRoom).toMatchObject({ id: party.room.id, other: { userId: party.providerUserId } });
    await sleep(200);
    expect(outsider).toEqual([]);
  });

  it('relays typing to the other participant only, and ignores it from a stranger', async () => {
    const family = await connect(url, tokenOf(party.family));
    const provider = await connect(url, tokenOf(party.provider));
    const familySaw = recordEvents(family);
    const typing = nextEvent<ChatHubTyping>(provider, ChatHubEvent.Typing);
    family.emit(ChatHubEvent.Typing, { roomId: party.room.id });
    expect(await typing).toEqual({ roomId: party.room.id, userId: party.familyId });

    const providerSaw = recordEvents(provider);
    const outsider = await connect(url, tokenOf(stranger.family));
    outsider.emit(ChatHubEvent.Typing, { roomId: party.room.id });
    outsider.emit(ChatHubEvent.Typing, { roomId: 'not-a-uuid' });
    await sleep(300);
    expect(providerSaw).toEqual([]);
    expect(familySaw).toEqual([]);
  });
});

describe('connection state recovery', () => {
  it('hands a socket that lost its connection the events it missed', async () => {
    const provider = await connect(url, tokenOf(party.provider), { reconnection: true });
    // Socket.IO recovers from the last event the client received: a socket that got none starts afresh.
    const first = nextEvent<ChatMessage>(provider, ChatHubEvent.MessageNew);
    await sendText(ctx.app, party.family, party.room.id, 'Before the tunnel');
    await first;
    const missed: ChatMessage[] = [];
    provider.on(ChatHubEvent.MessageNew, (message: ChatMessage) => missed.push(message));
    let sent: ChatMessage | undefined;
    const recovered = await dropAndReconnect(provider, async () => {
      sent = await sendText(ctx.app, party.family, party.room.id, 'Sent while the phone was offline');
    });
    expect(recovered).toBe(true);
    await expect.poll(() => missed.map((message) => message.id)).toEqual([sent!.id]);
  });
});

describe('the session behind a socket', () => {
  it('disconnects a socket when its token expires', async () => {
    const socket = await connect(url, await shortLived(tokenOf(party.family)));
    const gone = nextEvent<string>(socket, 'disconnect', 3000);
    expect(await gone).toBe('io server disconnect');
  });

  it("keeps a socket past its token's expiry after auth:refresh with the same user's fresh token only", async () => {
    const socket = await connect(url, await shortLived(tokenOf(party.family)));
    const wrongUser = await socket.emitWithAck(ChatHubEvent.AuthRefresh, { token: tokenOf(party.provider) });
    expect(wrongUser).toEqual({ ok: false, error: CHAT_HUB_UNAUTHORIZED });
    const ack: ChatHubRefreshAck = await socket.emitWithAck(ChatHubEvent.AuthRefresh, { token: tokenOf(party.family) });
    expect(ack.ok).toBe(true);
    await sleep(2100);
    expect(socket.connected).toBe(true);
  });

  it("disconnects a session's sockets at logout, and that token is refused afterwards", async () => {
    const other = await chatParty(ctx.app, ctx.db.db, 'Logout Daycare');
    const socket = await connect(url, tokenOf(other.family));
    const providerSocket = await connect(url, tokenOf(other.provider));
    const gone = nextEvent<string>(socket, 'disconnect');
    const res = await ctx.app.inject({ method: 'POST', url: API_PATHS.account.logout, headers: other.family });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(providerSocket.connected).toBe(true);
    await expect(connected(hubSocket(url, tokenOf(other.family)))).rejects.toThrow(CHAT_HUB_UNAUTHORIZED);
  });
});
