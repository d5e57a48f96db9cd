import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@kinderly/db';
import { createTestDb } from '@kinderly/db/testing';
import { API_PATHS, ChatHubEvent, type ChatHubReceipts, type ChatMessage } from '@kinderly/shared';
import { buildApp } from '../src/app.ts';
import { chatParty, put, sendText, type ChatParty } from './chat-helpers.ts';
import { closeSockets, connect, dropAndReconnect, listen, nextEvent, tokenOf } from './chat-hub-helpers.ts';
import { testConfig } from './helpers.ts';

/**
 * Two servers on one PostgreSQL database and one Redis: a message sent through one reaches a socket on the other
 * (the redis-streams adapter), and so do receipts coming back. Two app instances in this test process, each
 * with its own Redis clients, Socket.IO server and port, stand for the two processes.
 */
describe.skipIf(!process.env.REDIS_URL || !process.env.DATABASE_URL)('the chat hub on two servers', () => {
  let db: DbHandle;
  const servers: { app: FastifyInstance; url: string }[] = [];
  let party: ChatParty;

  beforeAll(async () => {
    db = await createTestDb();
    const throttleNamespace = `kinderly-throttle-test:${randomUUID()}:`;
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(testConfig({ REDIS_URL: process.env.REDIS_URL }), {
        db,
        logger: false,
        throttleNamespace,
      });
      await app.ready();
      servers.push({ app, url: await listen(app) });
    }
    party = await chatParty(servers[0]!.app, db.db, 'Two Servers Daycare');
  });
  afterEach(closeSockets);
  afterAll(async () => {
    closeSockets();
    for (const { app } of servers) await app.close();
    await db?.close();
  });

  it("delivers A's send to the provider on B, and B's read receipt to the parent on A", async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const parent = await connect(a.url, tokenOf(party.family));
    const provider = await connect(b.url, tokenOf(party.provider));
    const arrived = nextEvent<ChatMessage>(provider, ChatHubEvent.MessageNew);
    const sent = await sendText(a.app, party.family, party.room.id, 'Sent through A');
    expect(await arrived).toMatchObject({ id: sent.id, text: 'Sent through A' });

    const receipts = nextEvent<ChatHubReceipts>(parent, ChatHubEvent.Receipts);
    const read = await put(b.app, party.provider, API_PATHS.chat.markMessagesRead, { messageIds: [sent.id] });
    expect(read.statusCode).toBe(200);
    expect(await receipts).toEqual({ roomId: party.room.id, receipt: 'read', messageIds: [sent.id] });
  });

  it('recovers a dropped socket on B with what A sent meanwhile (sessions kept in Redis)', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const provider = await connect(b.url, tokenOf(party.provider), { reconnection: true });
    // Socket.IO recovers from the last event the client received: a socket that got none starts afresh.
    const first = nextEvent<ChatMessage>(provider, ChatHubEvent.MessageNew);
    await sendText(a.app, party.family, party.room.id, 'Before the tunnel');
    await first;
    const missed: ChatMessage[] = [];
    provider.on(ChatHubEvent.MessageNew, (message: ChatMessage) => missed.push(message));
    let sent: ChatMessage | undefined;
    const recovered = await dropAndReconnect(provider, async () => {
      sent = await sendText(a.app, party.family, party.room.id, 'Sent while B lost the phone');
    });
    expect(recovered).toBe(true);
    await expect.poll(() => missed.map((message) => message.id)).toEqual([sent!.id]);
  });

  it('disconnects a socket on B when its session logs out through A', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const socket = await connect(b.url, tokenOf(party.family));
    const gone = nextEvent<string>(socket, 'disconnect');
    const res = await a.app.inject({ method: 'POST', url: API_PATHS.account.logout, headers: party.family });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
