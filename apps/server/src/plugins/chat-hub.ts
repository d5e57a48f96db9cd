import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  CHAT_HUB_PATH,
  CHAT_HUB_UNAUTHORIZED,
  ChatAuthRefreshSchema,
  ChatHubEvent,
  ChatTypingSchema,
  type AccessTokenPayload,
  type ChatHubFailure,
  type ChatHubRefreshAck,
  type ChatHubTyping,
  type Role,
} from '@kinderly/shared';
import { boundedRecoveryAdapter } from '../lib/bounded-recovery-adapter.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionsEnded } from '../lib/live-sessions.ts';
import type { Actor } from './auth.ts';
import { roomUsers } from '../services/chat/chat-recipients.ts';

/** What the chat routes use: publishing after their service committed, and calls such as message:send (ADR 024). */
export interface ChatHub {
  /** Sends an event to these users' sockets, on every server process, but the one socket named (a call's sender). */
  emitToUsers(userIds: readonly string[], event: string, payload: unknown, options?: { exceptSocketId?: string }): void;
  /** Runs a publication after the response; a failure is logged, and app.close waits for it. */
  publish(work: () => Promise<void>): void;
  /**
   * A client-to-server call with an acknowledgement (`message:send`), as a route is one: `setup` runs once per
   * socket (what it keeps lives as long as the socket), and its handler runs for each call once the socket's token
   * and session are still good and its role is one of `roles`. The handler's value is the ack; an AppError it
   * throws is acked as its status (ChatHubFailure), anything else as a 500, logged. A call without an ack
   * callback still runs; nothing a client sends makes it throw.
   */
  handle(event: string, options: { roles: readonly Role[] }, setup: () => HubHandler): void;
}

/** One call on the hub: the socket's user, the payload as it came (unvalidated), and the socket's id. */
export type HubHandler = (actor: Actor, body: unknown, socketId: string) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
  }
}

interface SocketData {
  userId: string;
  sessionId: string;
  role: Role;
  email: string;
  expiresAt: number;
}
// Socket.IO's own default (any event, any arguments); the payloads are the shared contract's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEvents = Record<string, (...args: any[]) => void>;
type HubSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;

const RECOVERY_MS = 2 * 60 * 1000;
// Broadcasts kept for recovery without Redis, as many as the Redis streams adapter keeps (its default maxLen).
const RECOVERY_MAX_PACKETS = 10_000;
// setTimeout's largest delay; a longer token is checked again then.
const MAX_TIMER_MS = 2 ** 31 - 1;
// Rooms a socket typed in recently, with the other participant: typing is frequent and rooms of two never change.
const TYPING_ROOMS_KEPT = 50;

export const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Copies of the app's Redis client that the adapter makes (it polls on one), so app.close can end them at once. */
function trackedClient(redis: Redis): { client: Redis; closeAll: () => void } {
  const made: Redis[] = [];
  const track = (client: Redis): Redis => {
    const duplicate = client.duplicate.bind(client);
    client.duplicate = ((...args: Parameters<Redis['duplicate']>) => track(duplicate(...args))) as Redis['duplicate'];
    made.push(client);
    return client;
  };
  const client = track(redis.duplicate());
  return { client, closeAll: () => made.forEach((one) => one.disconnect()) };
}

/**
 * The Socket.IO hub at /chatHub on the API's HTTP server (ADR 024): the access token is checked at the handshake
 * and again when it expires, an ended session loses its sockets, and each socket hears its user's room only.
 */
export const chatHubPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.redis ? trackedClient(app.redis) : null;
  const io = new Server<AnyEvents, AnyEvents, AnyEvents, SocketData>(app.server, {
    path: CHAT_HUB_PATH,
    serveClient: false,
    // Middlewares run again on a recovered connection: the token and session are checked on every reconnect.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false },
    ...(redis
      ? {
          adapter: createAdapter(redis.client, {
            streamName: 'kinderly:chat-hub',
            sessionKeyPrefix: 'kinderly:chat-hub:session:',
          }),
        }
      : { adapter: boundedRecoveryAdapter(RECOVERY_MAX_PACKETS) }),
  });
  const log = app.log.child({ module: 'chat-hub' });
  const pending = new Set<Promise<void>>();
  // Moves on every session ending: a handshake whose session check straddles one checks again.
  let endings = 0;

  async function verify(token: unknown): Promise<AccessTokenPayload> {
    if (typeof token !== 'string' || !token) throw new Error(CHAT_HUB_UNAUTHORIZED);
    let claims: AccessTokenPayload;
    try {
      claims = await app.tokens.verify(token);
    } catch {
      throw new Error(CHAT_HUB_UNAUTHORIZED);
    }
    // Every signed-in role: the hub also brings the notification centre's events (ADR 029). Chat events only ever go
    // to a room's two participants, and typing is relayed only for a participant, so a role without rooms hears
    // its own notifications and nothing else.
    for (;;) {
      const seen = endings;
      if (!(await app.sessions.isLive(claims.sub, claims.sid))) throw new Error(CHAT_HUB_UNAUTHORIZED);
      if (seen === endings) return claims;
    }
  }

  const timers = new Map<string, NodeJS.Timeout>();
  function armExpiry(socket: HubSocket) {
    clearTimeout(timers.get(socket.id));
    const delay = Math.min(socket.data.expiresAt - Date.now(), MAX_TIMER_MS);
    const timer = setTimeout(
      () => {
        if (Date.now() >= socket.data.expiresAt) socket.disconnect(true);
        else armExpiry(socket);
      },
      Math.max(delay, 0),
    );
    timer.unref();
    timers.set(socket.id, timer);
  }

  io.use((socket: HubSocket, next) => {
    verify(socket.handshake.auth?.token).then(
      (claims) => {
        socket.data.userId = claims.sub;
        socket.data.sessionId = claims.sid;
        socket.data.role = claims.role;
        socket.data.email = claims.email;
        socket.data.expiresAt = claims.exp * 1000;
        next();
      },
      (error: Error) => next(error),
    );
  });

  const handlers = new Map<string, { roles: readonly Role[]; setup: () => HubHandler }>();

  /** The REST auth guard's checks for a call on a socket: a token not yet expired, a live session, the role. */
  async function callerOf(socket: HubSocket, roles: readonly Role[]): Promise<Actor> {
    const { userId, sessionId, role, email, expiresAt } = socket.data;
    if (Date.now() >= expiresAt || !(await app.sessions.isLive(userId, sessionId))) {
      throw AppError.unauthorized('Your session has ended. Please sign in again.');
    }
    if (!roles.includes(role)) throw AppError.forbidden();
    return { userId, role, email, sessionId };
  }

  function failureOf(error: unknown, event: string): ChatHubFailure {
    if (!(error instanceof AppError) || error.statusCode >= 500) {
      log.error({ err: error, event }, 'hub call failed');
      return { ok: false, status: 500, code: 'INTERNAL', error: 'Something went wrong on our side. Please try again.' };
    }
    const retryAfter = Number(error.details?.headers?.['retry-after']);
    return {
      ok: false,
      status: error.statusCode,
      code: error.code,
      error: error.message,
      ...(error.details?.errors ? { errors: error.details.errors } : {}),
      ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
    };
  }

  io.on('connection', (socket: HubSocket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    armExpiry(socket);
    for (const [event, { roles, setup }] of handlers) {
      const handler = setup();
      socket.on(event, (body: unknown, ack?: unknown) => {
        const answer = (value: unknown) =>
          typeof ack === 'function' ? (ack as (value: unknown) => void)(value) : undefined;
        callerOf(socket, roles)
          .then((actor) => handler(actor, body, socket.id))
          .then(answer, (error: unknown) => answer(failureOf(error, event)))
          .catch((error: unknown) => log.warn({ err: error, event }, 'hub call not acknowledged'));
      });
    }
    socket.on('disconnect', () => {
      clearTimeout(timers.get(socket.id));
      timers.delete(socket.id);
    });

    socket.on(ChatHubEvent.AuthRefresh, (body: unknown, ack?: (answer: ChatHubRefreshAck) => void) => {
      const parsed = ChatAuthRefreshSchema.safeParse(body);
      const answer = (value: ChatHubRefreshAck) => (typeof ack === 'function' ? ack(value) : undefined);
      if (!parsed.success) return answer({ ok: false, error: CHAT_HUB_UNAUTHORIZED });
      verify(parsed.data.token).then(
        (claims) => {
          // Another user's token would move this socket to another user's room: refused, the old one runs out.
          if (claims.sub !== socket.data.userId || !socket.connected) {
            return answer({ ok: false, error: CHAT_HUB_UNAUTHORIZED });
          }
          if (claims.sid !== socket.data.sessionId) {
            void socket.leave(sessionRoom(socket.data.sessionId));
            void socket.join(sessionRoom(claims.sid));
          }
          socket.data.sessionId = claims.sid;
          socket.data.role = claims.role;
          socket.data.email = claims.email;
          socket.data.expiresAt = claims.exp * 1000;
          armExpiry(socket);
          answer({ ok: true, expiresAt: new Date(socket.data.expiresAt).toISOString() });
        },
        () => answer({ ok: false, error: CHAT_HUB_UNAUTHORIZED }),
      );
    });

    const typingRooms = new Map<string, string | null>();
    socket.on(ChatHubEvent.Typing, (body: unknown) => {
      const parsed = ChatTypingSchema.safeParse(body);
      if (!parsed.success) return;
      const { roomId } = parsed.data;
      const relay = (other: string | null) => {
        if (!other) return;
        const payload: ChatHubTyping = { roomId, userId: socket.data.userId };
        io.to(userRoom(other)).emit(ChatHubEvent.Typing, payload);
      };
      if (typingRooms.has(roomId)) return relay(typingRooms.get(roomId)!);
      roomUsers(app.db, [roomId]).then(
        ([room]) => {
          // Not a participant (or no such room): ignored, and remembered as such.
          const other = room?.userIds.includes(socket.data.userId)
            ? (room.userIds.find((id) => id !== socket.data.userId) ?? null)
            : null;
          typingRooms.set(roomId, other);
          if (typingRooms.size > TYPING_ROOMS_KEPT) typingRooms.delete(typingRooms.keys().next().value!);
          relay(other);
        },
        (error: unknown) => log.warn({ err: error }, 'typing: room lookup failed'),
      );
    });
  });

  // Every process hears every ending (live-sessions' Redis channel), so each disconnects its own sockets only.
  const stopListening = app.sessions.onEnded(({ userId, familyId }: SessionsEnded) => {
    endings++;
    if (familyId) io.local.in(sessionRoom(familyId)).disconnectSockets(true);
    else if (userId) io.local.in(userRoom(userId)).disconnectSockets(true);
  });

  const hub: ChatHub = {
    emitToUsers(userIds, event, payload, options) {
      if (userIds.length === 0) return;
      const to = io.to(userIds.map(userRoom));
      (options?.exceptSocketId ? to.except(options.exceptSocketId) : to).emit(event, payload);
    },
    handle(event, options, setup) {
      handlers.set(event, { roles: options.roles, setup });
    },
    publish(work) {
      const run: Promise<void> = work()
        .catch((error: unknown) => log.error({ err: error }, 'chat event not sent'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
  };
  app.decorate('chatHub', hub);

  // Before the HTTP server closes: open sockets and polls would keep it from closing.
  app.addHook('preClose', async () => {
    stopListening();
    await Promise.allSettled([...pending]);
    for (const timer of timers.values()) clearTimeout(timer);
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    // io.close also closes the HTTP server, which Fastify closed already: that error is expected.
    await new Promise<void>((resolve) => void io.close(() => resolve()));
    redis?.closeAll();
  });
});
