import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParent, createProvider, DEFAULT_TEST_PASSWORD, openDatabase, users } from '@kinderly/db';
import { createTestDatabaseUrl } from '@kinderly/db/testing';
import {
  API_PATHS,
  ChatHubEvent,
  type ChatHubReceipts,
  type ChatHubSendAck,
  type ChatHubTyping,
  type ChatMessage,
  type ChatRoom,
  type LoginResponse,
} from '@kinderly/shared';
import { closeSockets, connect, nextEvent, recordEvents } from './chat-hub-helpers.ts';

/**
 * Issue 17: two real server processes (`node --import tsx src/main.ts`) on one PostgreSQL database and one
 * Redis. The parent's socket is on A, the provider's on B: sends (REST and the hub's message:send), edits and
 * reactions made through one process reach the socket on the other, and so do receipts crossing back and typing
 * (the redis-streams adapter).
 * chat-hub-redis.test.ts covers the same with two app instances in this process, plus recovery and logout.
 */
const MAIN = resolve(import.meta.dirname, '../src/main.ts');
const JWT_SECRET = 'two-processes-secret-two-processes-secret';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  output: () => string;
}

const processes: ServerProcess[] = [];
// Should the worker die before afterAll, the servers go with it.
const killAll = () => processes.forEach(({ child }) => child.exitCode === null && child.kill('SIGKILL'));
process.once('exit', killAll);

async function startServer(databaseUrl: string, redisUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kinderly-two-processes-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Both processes must accept each other's tokens; each would otherwise make its own secret in DATA_DIR.
      JWT_SECRET,
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const server = { child, url: `http://127.0.0.1:${port}`, dataDir, output: () => output };
  processes.push(server);
  return server;
}

async function waitForHealth({ child, url, output }: ServerProcess) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}${API_PATHS.system.health}`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(
    `server at ${url} did not become healthy${child.exitCode === null ? '' : ' (it exited)'}:\n${output()}`,
  );
}

async function call<T>(server: ServerProcess, method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const login = (server: ServerProcess, email: string) =>
  call<LoginResponse>(server, 'POST', API_PATHS.account.login, {
    userNameOrEmail: email,
    password: DEFAULT_TEST_PASSWORD,
  }).then((answer) => answer.accessToken);

describe.skipIf(!process.env.REDIS_URL || !process.env.DATABASE_URL)('the chat hub across two server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>> | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  let parentToken: string;
  let providerToken: string;
  let parentUserId: string;
  let providerUserId: string;
  let room: ChatRoom;
  let parent: Socket;
  let provider: Socket;

  beforeAll(async () => {
    // A database of its own, copied from the run's migrated template, that both processes open.
    database = await createTestDatabaseUrl();
    const { url } = database;

    const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
    try {
      const family = await createParent(handle.db);
      const listed = await createProvider(handle.db, { complete: true, businessName: 'Two Processes Daycare' });
      const [owner] = await handle.db.select({ email: users.email }).from(users).where(eq(users.id, listed.userId));
      parentUserId = family.id;
      providerUserId = listed.userId;
      a = await startServer(url, process.env.REDIS_URL!);
      b = await startServer(url, process.env.REDIS_URL!);
      await Promise.all([waitForHealth(a), waitForHealth(b)]);
      [parentToken, providerToken] = await Promise.all([login(a, family.email), login(b, owner!.email)]);
      room = (
        await call<{ data: ChatRoom }>(a, 'PUT', API_PATHS.chat.createRooms, { providerId: listed.id }, parentToken)
      ).data;
    } finally {
      await handle.close();
    }
    parent = await connect(a.url, parentToken);
    provider = await connect(b.url, providerToken);
  }, 60_000);

  afterAll(async () => {
    closeSockets();
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            const force = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(force);
              done();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    for (const { dataDir } of processes) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('delivers a send through A to the provider on B, and B’s receipts back to the parent on A', async () => {
    const arrived = nextEvent<ChatMessage>(provider, ChatHubEvent.MessageNew);
    const sent = (
      await call<{ data: ChatMessage }>(
        a,
        'POST',
        API_PATHS.chat.sendMessage,
        { roomId: room.id, text: 'Sent through process A' },
        parentToken,
      )
    ).data;
    expect(await arrived).toMatchObject({ id: sent.id, roomId: room.id, text: 'Sent through process A' });

    const distributed = nextEvent<ChatHubReceipts>(parent, ChatHubEvent.Receipts);
    await call(b, 'PUT', API_PATHS.chat.markMessagesDistributed, { messageIds: [sent.id] }, providerToken);
    expect(await distributed).toEqual({ roomId: room.id, receipt: 'distributed', messageIds: [sent.id] });

    const read = nextEvent<ChatHubReceipts>(parent, ChatHubEvent.Receipts);
    await call(b, 'PUT', API_PATHS.chat.markMessagesRead, { messageIds: [sent.id] }, providerToken);
    expect(await read).toEqual({ roomId: room.id, receipt: 'read', messageIds: [sent.id] });
  });

  it('carries an edit through A and a reaction through B to the other process', async () => {
    const sent = (
      await call<{ data: ChatMessage }>(
        a,
        'POST',
        API_PATHS.chat.sendMessage,
        { roomId: room.id, text: 'First draft' },
        parentToken,
      )
    ).data;
    const edited = nextEvent<ChatMessage>(provider, ChatHubEvent.MessageEdited);
    await call(a, 'PUT', API_PATHS.chat.editMessage, { messageId: sent.id, text: 'Edited on A' }, parentToken);
    expect(await edited).toMatchObject({ id: sent.id, text: 'Edited on A' });

    const reaction = nextEvent<ChatMessage>(parent, ChatHubEvent.Reaction);
    await call(
      b,
      'PUT',
      API_PATHS.chat.sendMessageReaction,
      { messageId: sent.id, roomId: room.id, unicode: '👍' },
      providerToken,
    );
    expect(await reaction).toMatchObject({ id: sent.id, reactions: [{ userId: providerUserId, unicode: '👍' }] });
  });

  it("carries a hub send on A (message:send) to the provider and the parent's other tab on B, not to its sender", async () => {
    const parentOnB = await connect(b.url, parentToken);
    const parentSaw = recordEvents(parent);
    const arrived = nextEvent<ChatMessage>(provider, ChatHubEvent.MessageNew);
    const otherTab = nextEvent<ChatMessage>(parentOnB, ChatHubEvent.MessageNew);
    const ack: ChatHubSendAck = await parent
      .timeout(5000)
      .emitWithAck(ChatHubEvent.MessageSend, { roomId: room.id, text: 'Sent on the socket to A' });
    if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack)}`);
    expect(await arrived).toEqual(ack.message);
    expect(await otherTab).toEqual(ack.message);

    // And back: the provider answers on B, the parent hears it on A; its own message never came back to it.
    const answered = nextEvent<ChatMessage>(parent, ChatHubEvent.MessageNew);
    const answer: ChatHubSendAck = await provider
      .timeout(5000)
      .emitWithAck(ChatHubEvent.MessageSend, { roomId: room.id, text: 'Answered on B' });
    if (!answer.ok) throw new Error(`refused: ${JSON.stringify(answer)}`);
    expect(await answered).toMatchObject({ roomId: room.id, senderId: providerUserId, text: 'Answered on B' });

    // The provider reads it on B: the parent's summary on A comes through Redis.
    const summary = nextEvent<ChatRoom>(parent, ChatHubEvent.RoomChanged);
    await call(b, 'PUT', API_PATHS.chat.markMessagesRead, { messageIds: [ack.message.id] }, providerToken);
    expect(await summary).toMatchObject({ id: room.id, lastMessage: { id: answer.message.id }, unreadCount: 1 });
    expect(parentSaw.filter((seen) => seen.event === ChatHubEvent.MessageNew)).toHaveLength(1);
  });

  it('relays typing on A to the provider on B, and on B to the parent on A', async () => {
    const toProvider = nextEvent<ChatHubTyping>(provider, ChatHubEvent.Typing);
    parent.emit(ChatHubEvent.Typing, { roomId: room.id });
    expect(await toProvider).toEqual({ roomId: room.id, userId: parentUserId });

    const toParent = nextEvent<ChatHubTyping>(parent, ChatHubEvent.Typing);
    provider.emit(ChatHubEvent.Typing, { roomId: room.id });
    expect(await toParent).toEqual({ roomId: room.id, userId: providerUserId });
  });
});
