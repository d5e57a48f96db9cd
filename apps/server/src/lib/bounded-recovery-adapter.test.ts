import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { boundedRecoveryAdapter, PacketRing } from './bounded-recovery-adapter.ts';

describe('PacketRing', () => {
  /** Adds `texts`, answering their ids. */
  const fill = (ring: PacketRing, texts: string[]) =>
    texts.map((text) => {
      const id = ring.nextId();
      ring.add(text);
      return id;
    });

  it('answers the texts after an id, oldest first, and null for an id it does not keep or never gave', () => {
    const ring = new PacketRing(8, 1024);
    const ids = fill(ring, ['a', 'bé', 'c🙂']);
    expect(ring.after(ids[0]!)).toEqual(['bé', 'c🙂']);
    expect(ring.after(ids[2]!)).toEqual([]);
    expect(ring.after(`${ids[2]!}-`)).toBeNull();
    expect(ring.after(`${ids[2]!.slice(0, -1)}z`)).toBeNull();
    expect(ring.after('abc')).toBeNull();
    expect(ring.after(new PacketRing(8, 1024).nextId())).toBeNull();
  });

  it('answers a reader with keys only the records of those keys, and those added without keys or with many', () => {
    const ring = new PacketRing(16, 1024);
    const [start] = fill(ring, ['start']);
    ring.add('to a', ['user:a']);
    ring.add('to b', ['user:b']);
    ring.add('to a and c', ['user:c', 'user:a']);
    ring.add('to everyone');
    ring.add('to five rooms', ['user:1', 'user:2', 'user:3', 'user:4', 'user:5']);
    expect(ring.after(start!, ['socket:x', 'user:a'])).toEqual(['to a', 'to a and c', 'to everyone', 'to five rooms']);
    expect(ring.after(start!, ['user:b'])).toEqual(['to b', 'to everyone', 'to five rooms']);
    expect(ring.after(start!, [])).toEqual(['to everyone', 'to five rooms']);
    expect(ring.after(start!)).toHaveLength(5);
  });

  it('keeps at most maxPackets records', () => {
    const ring = new PacketRing(4, 1024);
    const ids = fill(ring, ['0', '1', '2', '3', '4', '5']);
    expect(ring.size).toBe(4);
    expect(ring.after(ids[1]!)).toBeNull();
    expect(ring.after(ids[2]!)).toEqual(['3', '4', '5']);
  });

  it('overwrites the oldest records when the bytes run out, and a text larger than the ring drops everything', () => {
    const ring = new PacketRing(100, 10);
    const ids = fill(ring, ['aaaa', 'bbbb', 'cccc']);
    // 'cccc' did not fit after 'bbbb' (8 + 4 > 10): it went to the start, over 'aaaa'.
    expect(ring.after(ids[0]!)).toBeNull();
    expect(ring.after(ids[1]!)).toEqual(['cccc']);
    const [big, after] = fill(ring, ['x'.repeat(11), 'd']);
    expect(ring.after(ids[1]!)).toBeNull();
    // Its own id still recovers what follows it.
    expect(ring.after(big!)).toEqual(['d']);
    expect(ring.after(after!)).toEqual([]);
  });

  it('matches a plain list of the last records over thousands of random sizes, across many laps', () => {
    const maxPackets = 37;
    const maxBytes = 500;
    const ring = new PacketRing(maxPackets, maxBytes);
    const kept: { id: string; text: string }[] = [];
    // The last record larger than the ring: nothing before it can be recovered.
    let boundary = 0;
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 5000; n++) {
      const big = random() < 0.01;
      const text = big ? 'x'.repeat(maxBytes + 1) : `${n}:${'é'.repeat(Math.floor(random() * 60))}`;
      const id = ring.nextId();
      ring.add(text);
      kept.push({ id, text });
      if (big) boundary = kept.length - 1;
      // What must still be there: at most maxPackets records, whose bytes fit in the ring together.
      let bytes = 0;
      let oldest = kept.length;
      while (oldest - 1 >= boundary && kept.length - oldest < maxPackets) {
        bytes += Buffer.byteLength(kept[oldest - 1]!.text);
        if (bytes > maxBytes * 0.45 && oldest - 1 > boundary) break;
        oldest--;
      }
      if (boundary > 0) expect(ring.after(kept[boundary - 1]!.id)).toBeNull();
      if (n % 97 === 0 || n > 4900) {
        // Everything it must keep, and whatever more it answers for, is exact.
        for (let from = Math.max(0, kept.length - 2 * maxPackets); from < kept.length; from++) {
          const texts = ring.after(kept[from]!.id);
          if (from >= oldest || texts !== null)
            expect(texts).toEqual(kept.slice(from + 1).map((record) => record.text));
        }
        expect(ring.size).toBeLessThanOrEqual(maxPackets);
      }
    }
  });
});

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
  hub.on('connection', (socket) => void socket.join(['room-a', 'room-b']));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  client?.disconnect();
  await new Promise<void>((resolve) => void hub.close(() => resolve()));
});

/** Connects, and answers once the first broadcast (which gives the client its recovery offset) has arrived. */
async function connectAndHear(seen: unknown[]): Promise<void> {
  client = connectClient(url, { transports: ['websocket'], reconnectionDelay: 20, reconnectionDelayMax: 50 });
  client.on('tick', (n: unknown) => seen.push(n));
  await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  await expect.poll(() => hub.of('/').adapter.rooms.get('room-a')?.size).toBe(1);
  hub.emit('tick', 0);
  await expect.poll(() => seen).toEqual([0]);
}

/** Drops the client's connection as a lost network does, runs `whileAway`, and waits for it to come back. */
async function away(whileAway: () => void): Promise<boolean> {
  const gone = new Promise<void>((resolve) => client.once('disconnect', () => resolve()));
  const back = new Promise<void>((resolve) => client.once('connect', () => resolve()));
  client.io.engine.close();
  await gone;
  whileAway();
  await back;
  return client.recovered;
}

describe('boundedRecoveryAdapter', () => {
  it('hands a reconnecting socket the broadcasts it missed, as they were sent, and only those of its rooms', async () => {
    const seen: unknown[] = [];
    await connectAndHear(seen);
    const recovered = await away(() => {
      hub.emit('tick', 1);
      hub.to('room-a').emit('tick', { n: 2, at: new Date('2026-11-28T10:00:00Z'), text: 'é <b>' });
      hub.to('room-c').emit('tick', 'not for this socket');
      hub.to('room-b').except('room-a').emit('tick', 'excluded');
      hub.volatile.emit('tick', 'volatile, not kept');
      hub.to('room-b').emit('tick', [3, null]);
    });
    expect(recovered).toBe(true);
    await expect.poll(() => seen).toEqual([0, 1, { n: 2, at: '2026-11-28T10:00:00.000Z', text: 'é <b>' }, [3, null]]);
    // Still recovering from where it is now.
    expect(await away(() => hub.emit('tick', 4))).toBe(true);
    await expect.poll(() => seen.at(-1)).toBe(4);
  });

  it('reconnects without recovery once what it missed was dropped', async () => {
    const seen: unknown[] = [];
    await connectAndHear(seen);
    const many = Array.from({ length: 5 * MAX_PACKETS }, (_, index) => index + 1);
    expect(await away(() => many.forEach((tick) => hub.emit('tick', tick)))).toBe(false);
    // A connection without recovery hears what comes next, and recovers again from there.
    hub.emit('tick', 100);
    await expect.poll(() => seen.at(-1)).toBe(100);
    expect(await away(() => hub.emit('tick', 101))).toBe(true);
    await expect.poll(() => seen.at(-1)).toBe(101);
  });

  it('does not keep binary data: a socket that missed some reconnects without recovery', async () => {
    const seen: unknown[] = [];
    await connectAndHear(seen);
    expect(await away(() => hub.emit('tick', { file: Buffer.from('%PDF') }))).toBe(false);
  });
});
