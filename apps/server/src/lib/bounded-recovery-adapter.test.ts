import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { boundedRecoveryAdapter } from './bounded-recovery-adapter.ts';

const MAX_PACKETS = 8;

let http: HttpServer;
let hub: Server;
let client: Socket;
let url: string;

beforeEach(async () => {
  http = createServer();
  hub = new Server(http, {
    connectionStateRecovery: { maxDisconnectionDuration: 60_000 },
    adapter: boundedRecoveryAdapter(MAX_PACKETS),
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  client?.disconnect();
  await new Promise<void>((resolve) => void hub.close(() => resolve()));
});

const packetsKept = () => (hub.of('/').adapter as unknown as { packets: unknown[] }).packets.length;

/** Connects, and answers once the first broadcast (which gives the client its recovery offset) has arrived. */
async function connectAndHear(seen: number[]): Promise<void> {
  client = connectClient(url, { transports: ['websocket'], reconnectionDelay: 20, reconnectionDelayMax: 50 });
  client.on('tick', (n: number) => seen.push(n));
  await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  hub.emit('tick', 0);
  await expect.poll(() => seen).toEqual([0]);
}

/** Drops the client's connection as a lost network does, broadcasts `ticks` while it is away, and waits for it. */
async function away(ticks: number[]): Promise<boolean> {
  const gone = new Promise<void>((resolve) => client.once('disconnect', () => resolve()));
  const back = new Promise<void>((resolve) => client.once('connect', () => resolve()));
  client.io.engine.close();
  await gone;
  for (const tick of ticks) hub.emit('tick', tick);
  await back;
  return client.recovered;
}

describe('boundedRecoveryAdapter', () => {
  it('hands a reconnecting socket the broadcasts it missed while they are among the last kept', async () => {
    const seen: number[] = [];
    await connectAndHear(seen);
    expect(await away([1, 2, 3])).toBe(true);
    await expect.poll(() => seen).toEqual([0, 1, 2, 3]);
  });

  it('reconnects without recovery once what it missed was dropped, and keeps at most an eighth more than asked', async () => {
    const seen: number[] = [];
    await connectAndHear(seen);
    const many = Array.from({ length: 5 * MAX_PACKETS }, (_, index) => index + 1);
    expect(await away(many)).toBe(false);
    expect(packetsKept()).toBeLessThanOrEqual(MAX_PACKETS + 1);
    expect(packetsKept()).toBeGreaterThanOrEqual(MAX_PACKETS);
    // A connection without recovery hears what comes next, and recovers again from there.
    hub.emit('tick', 100);
    await expect.poll(() => seen.at(-1)).toBe(100);
    expect(await away([101])).toBe(true);
    await expect.poll(() => seen.at(-1)).toBe(101);
  });
});
