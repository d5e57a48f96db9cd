import { randomBytes } from 'node:crypto';
import {
  Adapter,
  SessionAwareAdapter,
  type BroadcastOptions,
  type PrivateSessionId,
  type Session,
} from 'socket.io-adapter';

/** Socket.IO's event packet type (socket.io-parser's PacketType.EVENT). */
const EVENT_PACKET = 2;
/** Keys (rooms) a record keeps a hash of; a record with more, or none, is a candidate for every reader. */
const KEYS_PER_RECORD = 4;
const ANY_KEY = 255;

/** FNV-1a over the UTF-16 code units: a 32-bit hash of a key. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The last broadcasts, as their JSON text in one buffer allocated once outside V8's heap: at most `maxPackets`
 * of them and `maxBytes` of text, the oldest overwritten first. Each has a sequence number; the id a client gets is
 * the ring's own prefix (new at every start of the process, so an id from before a restart matches nothing) and
 * that number. A record may carry up to four keys (the rooms it went to), kept as hashes, so a reader asks for the
 * records of its own keys without decoding the others: a socket coming back reads its own few broadcasts, not
 * thousands.
 */
export class PacketRing {
  private readonly bytes: Buffer;
  private readonly starts: Uint32Array;
  private readonly lengths: Uint32Array;
  private readonly keyHashes: Uint32Array;
  private readonly keyCounts: Uint8Array;
  private readonly prefix = `${randomBytes(6).toString('base64url')}.`;
  /** Sequence number of the oldest record kept, and of the next one. Kept: `first` to `next - 1`. */
  private first = 0;
  private next = 0;
  /** The last id taken by `skip()`: while the records after it are all kept, a socket that heard it recovers. */
  private skipped = -1;
  /** Where the next record's bytes go. */
  private writeAt = 0;

  constructor(
    private readonly maxPackets: number,
    private readonly maxBytes: number,
  ) {
    this.bytes = Buffer.allocUnsafeSlow(maxBytes);
    this.starts = new Uint32Array(maxPackets);
    this.lengths = new Uint32Array(maxPackets);
    this.keyHashes = new Uint32Array(maxPackets * KEYS_PER_RECORD);
    this.keyCounts = new Uint8Array(maxPackets);
  }

  /** The id the next record added will have. */
  nextId(): string {
    return this.prefix + this.next.toString(36);
  }

  /**
   * Keeps `text` under the id `nextId()` answered. A text larger than the ring is not kept: its id is `skip()`ped, so a
   * socket that last heard it recovers what follows, and one that missed it does not. Without `keys` (or with more
   * than four) every reader gets it.
   */
  add(text: string, keys: readonly string[] = []): void {
    const length = Buffer.byteLength(text, 'utf8');
    if (length > this.maxBytes) return this.skip();
    const seq = this.next++;
    if (this.writeAt + length > this.maxBytes) {
      // What lies past the last record of this lap is older than anything in it: dropped before the lap restarts.
      while (this.first < seq && this.startOf(this.first) >= this.writeAt) this.first++;
      this.writeAt = 0;
    }
    // The oldest records are the first the new one overlaps.
    const end = this.writeAt + length;
    const overlaps = (seq: number) => this.startOf(seq) < end && this.writeAt < this.endOf(seq);
    while (this.first < seq && (seq - this.first >= this.maxPackets || overlaps(this.first))) this.first++;
    const slot = seq % this.maxPackets;
    this.bytes.write(text, this.writeAt, length, 'utf8');
    this.starts[slot] = this.writeAt;
    this.lengths[slot] = length;
    const kept = keys.length > 0 && keys.length <= KEYS_PER_RECORD;
    this.keyCounts[slot] = kept ? keys.length : ANY_KEY;
    if (kept) for (let i = 0; i < keys.length; i++) this.keyHashes[slot * KEYS_PER_RECORD + i] = hashOf(keys[i]!);
    this.writeAt = end;
  }

  /**
   * The texts added after the record `id`, oldest first; null when `id` is not among the records kept. With `keys`,
   * only records added without keys or with one of them (or a key of the same hash: the caller checks again).
   */
  after(id: string, keys?: readonly string[]): string[] | null {
    if (!id.startsWith(this.prefix)) return null;
    const digits = id.slice(this.prefix.length);
    if (!/^[0-9a-z]{1,10}$/.test(digits)) return null;
    const seq = parseInt(digits, 36);
    const heardSkipped = seq === this.skipped && seq === this.first - 1;
    if ((seq < this.first && !heardSkipped) || seq >= this.next) return null;
    const wanted = keys?.map(hashOf);
    const texts: string[] = [];
    for (let each = seq + 1; each < this.next; each++) {
      if (wanted && !this.hasKeyOf(each % this.maxPackets, wanted)) continue;
      texts.push(this.bytes.toString('utf8', this.startOf(each), this.endOf(each)));
    }
    return texts;
  }

  /** Takes the id `nextId()` answered without keeping a text, dropping every record before it. */
  skip(): void {
    this.skipped = this.next++;
    this.first = this.next;
  }

  /** How many records are kept. */
  get size(): number {
    return this.next - this.first;
  }

  private hasKeyOf(slot: number, wanted: number[]): boolean {
    const count = this.keyCounts[slot]!;
    if (count === ANY_KEY) return true;
    for (let i = 0; i < count; i++) if (wanted.includes(this.keyHashes[slot * KEYS_PER_RECORD + i]!)) return true;
    return false;
  }

  private startOf(seq: number): number {
    return this.starts[seq % this.maxPackets]!;
  }

  private endOf(seq: number): number {
    const slot = seq % this.maxPackets;
    return this.starts[slot]! + this.lengths[slot]!;
  }
}

/** Whether a value holds binary data, which JSON text cannot carry (Socket.IO sends it as attachments). */
function hasBinary(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return true;
  if (Array.isArray(value)) return value.some((item) => hasBinary(item, depth + 1));
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  for (const key in value) if (hasBinary((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

/** One broadcast as kept: the rooms it went to, those it excluded, and the arguments with the offset last. */
type KeptBroadcast = [rooms: string[], except: string[], data: unknown[]];

/**
 * Socket.IO's in-memory connection state recovery (the adapter of one process without Redis), keeping at most the
 * last `maxPackets` broadcasts and `maxBytes` of their text (ADR 024, addenda of sessions 19 and 22). Socket.IO's
 * own adapter keeps every broadcast of the recovery window (two minutes here, dropped once a minute), each with its
 * arguments' objects and its options' room sets: at a few thousand messages a second that was a million retained
 * packets, and even bounded, every kept packet outlived two scavenges, so the collector moved each one into the old
 * generation, which then filled towards a full collection (with V8's allocation-site pretenuring, which session 22
 * found to be most of that promotion and turned off in `v8-settings.ts`). Here each broadcast is kept as the JSON
 * text a client would have read (the same `JSON.stringify` Socket.IO's encoder applies) in a `PacketRing`, outside
 * V8's heap, and parsed again only for a socket that recovers. A broadcast carrying binary data is not kept and ends
 * recovery for sockets that missed it (their text would lose the bytes). The Redis streams adapter is bounded the same
 * way (its stream's `maxLen`, 10,000 by default). A socket whose last packet was dropped reconnects without recovery
 * (`socket.recovered` false), and the web app then reads the chat again, as after any longer absence.
 */
export function boundedRecoveryAdapter(maxPackets: number, maxBytes = maxPackets * 2048): typeof SessionAwareAdapter {
  return class BoundedRecoveryAdapter extends SessionAwareAdapter {
    private readonly ring = new PacketRing(maxPackets, maxBytes);

    override broadcast(packet: { type: number; id?: number; data: unknown[] }, opts: BroadcastOptions): void {
      const kept = packet.type === EVENT_PACKET && packet.id === undefined && opts.flags?.volatile === undefined;
      if (kept) {
        const id = this.ring.nextId();
        // The offset goes last in the arguments, where Socket.IO's client reads it.
        packet.data.push(id);
        const rooms = [...opts.rooms];
        const record: KeptBroadcast = [rooms, opts.except ? [...opts.except] : [], packet.data];
        if (hasBinary(packet.data)) this.ring.skip();
        // A broadcast to every socket has no rooms: every reader gets it.
        else this.ring.add(JSON.stringify(record), rooms);
      }
      // SessionAwareAdapter.broadcast would keep the packet on the heap as well: the base adapter sends it.
      Adapter.prototype.broadcast.call(this, packet, opts);
    }

    override restoreSession(pid: PrivateSessionId, offset: string): Promise<Session> {
      const { sessions, maxDisconnectionDuration } = this as unknown as {
        sessions: Map<PrivateSessionId, Omit<Session, 'missedPackets'> & { disconnectedAt: number }>;
        maxDisconnectionDuration: number;
      };
      const session = sessions.get(pid);
      // Socket.IO's adapter types this promise as never null, yet answers null when there is nothing to restore.
      const none = null as unknown as Promise<Session>;
      if (!session) return none;
      if (session.disconnectedAt + maxDisconnectionDuration < Date.now()) {
        sessions.delete(pid);
        return none;
      }
      const texts = this.ring.after(offset, session.rooms);
      if (!texts) return none;
      const missedPackets: unknown[][] = [];
      for (const text of texts) {
        const [rooms, except, data] = JSON.parse(text) as KeptBroadcast;
        const included = rooms.length === 0 || session.rooms.some((room) => rooms.includes(room));
        if (included && !session.rooms.some((room) => except.includes(room))) missedPackets.push(data);
      }
      const { disconnectedAt: _, ...restored } = session;
      return Promise.resolve({ ...restored, missedPackets });
    }
  };
}
