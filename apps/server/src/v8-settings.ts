import { setFlagsFromString } from 'node:v8';

/**
 * How V8's collector runs in the server process (ADR 024, session 22), set before anything else is loaded; the
 * server's own tests do not go through here. Measured under the chat bench (1,000 sockets, 3,300 messages/s):
 * - Allocation-site pretenuring off: V8 had marked the sites of short-lived per-message objects (the broadcasts'
 *   frames, the acks, the send batch's parameters) as long-lived and allocated them in the old generation directly,
 *   ~7 MB/s that only a full collection frees, one every ~18 s, each a burst of late messages. Off: under 1 MB/s.
 * - The old generation may grow to three times what the last full collection kept: with little coming in, V8 would
 *   otherwise set its limit ~1.35x above the live heap and collect every ~5 s. The heap stays as large as before
 *   (three times ~85 MB live; it reached ~340 MB with pretenuring).
 */
setFlagsFromString('--no-allocation-site-pretenuring');
setFlagsFromString('--heap-growing-percent=200');
