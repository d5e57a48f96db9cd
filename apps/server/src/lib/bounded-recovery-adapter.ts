import { SessionAwareAdapter, type BroadcastOptions } from 'socket.io-adapter';

/**
 * Socket.IO's in-memory connection state recovery (the adapter of one process without Redis), keeping at most the
 * last `maxPackets` broadcasts (ADR 024, addendum of session 19). Socket.IO's own adapter keeps every broadcast of
 * the recovery window (two minutes here, dropped once a minute): at a few thousand messages a second that was a
 * million retained packets, each with its payload's objects, and the collector's work on them made the hub's slow
 * tail. The Redis streams adapter is bounded the same way (its stream's `maxLen`, 10,000 by default). A socket whose
 * last packet was dropped reconnects without recovery (`socket.recovered` false), and the web app then reads the
 * chat again, as after any longer absence.
 */
export function boundedRecoveryAdapter(maxPackets: number): typeof SessionAwareAdapter {
  // Dropped in batches of an eighth (a splice per broadcast would move the whole array each time).
  const slack = Math.max(1, Math.floor(maxPackets / 8));
  return class BoundedRecoveryAdapter extends SessionAwareAdapter {
    override broadcast(packet: unknown, opts: BroadcastOptions): void {
      super.broadcast(packet, opts);
      // Socket.IO's adapter declares its log private; it is an array of packets, oldest first.
      const packets = (this as unknown as { packets: unknown[] }).packets;
      const excess = packets.length - maxPackets;
      if (excess > slack) packets.splice(0, excess);
    }
  };
}
