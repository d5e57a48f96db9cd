import { io, type Socket } from 'socket.io-client';
import { CHAT_HUB_PATH, CHAT_HUB_UNAUTHORIZED, ChatHubEvent, type ChatHubRefreshAck } from '@kinderly/shared';
import { getAccessToken, refreshSessionNow } from '../api/token-refresh.ts';
import { TOKEN_EXPIRY_SKEW_MS, useAuthStore } from '../auth/index.ts';

/**
 * The tab's one connection to the hub (ADR 024), shared by whatever holds it (the chat's pages, the notification
 * bell) and closed when the last lets go. This module (and socket.io-client) is imported by the chat's pages and
 * loaded by the bell only after the signed-in page has painted (ADR 029), so no first load carries it.
 */

// Handshakes refused in a row before giving up until the next page that wants the hub (the REST calls then take
// a dead session to login).
const MAX_REFUSALS = 2;
// Time to wait before reconnecting after the server closed the socket (the token ran out): not a tight loop.
const RECONNECT_AFTER_MS = 1000;

let socket: Socket | null = null;
let holders = 0;
let refusals = 0;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let stopWatchingSession: (() => void) | null = null;

async function currentToken(): Promise<string> {
  const result = await getAccessToken({ quiet: true });
  return 'token' in result ? result.token : '';
}

/** Refreshes the session shortly before its access token runs out, so the hub hears the new one in time. */
function scheduleRefresh() {
  clearTimeout(refreshTimer);
  const session = useAuthStore.getState().session;
  if (!session) return;
  const due = Date.parse(session.accessTokenExpiry) - TOKEN_EXPIRY_SKEW_MS + 1000 - Date.now();
  refreshTimer = setTimeout(() => void getAccessToken({ quiet: true }), Math.max(due, 0));
}

function tellHubOfNewToken(hub: Socket, token: string) {
  if (!hub.connected) return;
  hub.emit(ChatHubEvent.AuthRefresh, { token }, (ack: ChatHubRefreshAck) => {
    // Refused: the old token will run out and the server close the socket; start again with the new one now.
    if (!ack.ok) hub.disconnect().connect();
  });
}

function open(): Socket {
  const hub = io({
    path: CHAT_HUB_PATH,
    // Read at every (re)connection, so a reconnect after the token ran out sends a fresh one.
    auth: (send) => void currentToken().then((token) => send({ token })),
    autoConnect: false,
  });
  hub.on('connect', () => {
    refusals = 0;
  });
  hub.on('connect_error', (error: Error) => {
    if (error.message !== CHAT_HUB_UNAUTHORIZED || refusals >= MAX_REFUSALS) return;
    refusals += 1;
    // The server refused the token (another tab rotated the session, a clock off): a fresh session, then again.
    void refreshSessionNow().then((result) => {
      if ('token' in result && socket === hub) hub.connect();
    });
  });
  hub.on('disconnect', (reason: Socket.DisconnectReason) => {
    // The server's own disconnect (the token's expiry) is not retried by the client: reconnect with a new token.
    if (reason !== 'io server disconnect') return;
    setTimeout(() => {
      if (socket === hub && useAuthStore.getState().session) hub.connect();
    }, RECONNECT_AFTER_MS);
  });
  let token = useAuthStore.getState().session?.accessToken;
  stopWatchingSession = useAuthStore.subscribe((state) => {
    const next = state.session?.accessToken;
    if (!next || next === token) return;
    token = next;
    tellHubOfNewToken(hub, next);
    scheduleRefresh();
  });
  scheduleRefresh();
  hub.connect();
  return hub;
}

/** The hub's socket, opened on first use; every holder calls `releaseChatHub` when done. */
export function holdChatHub(): Socket {
  holders += 1;
  socket ??= open();
  return socket;
}

export function releaseChatHub(): void {
  holders = Math.max(0, holders - 1);
  if (holders > 0 || !socket) return;
  clearTimeout(refreshTimer);
  stopWatchingSession?.();
  stopWatchingSession = null;
  socket.disconnect();
  socket = null;
  refusals = 0;
}

/** Tells the other participant that this user is typing (the hub relays it; nothing is stored). */
export function emitTyping(roomId: string): void {
  if (socket?.connected) socket.emit(ChatHubEvent.Typing, { roomId });
}

/** The hub's socket while it is connected (a call may go over it), else null: the caller uses REST instead. */
export function connectedChatHub(): Socket | null {
  return socket?.connected ? socket : null;
}
