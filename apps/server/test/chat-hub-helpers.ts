import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { CHAT_HUB_PATH } from '@kinderly/shared';
import type { Headers } from './provider-enrolment-helpers.ts';

/** Pieces of the hub tests: a socket.io-client against an app listening on an ephemeral port. */

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export const tokenOf = (headers: Headers) => String(headers.authorization).replace(/^Bearer /, '');

const sockets = new Set<Socket>();

/** A socket that does not reconnect by itself (unless asked), so a test sees every disconnect. */
export function hubSocket(
  url: string,
  token?: string,
  { transports = ['websocket'], reconnection = false }: { transports?: string[]; reconnection?: boolean } = {},
): Socket {
  const socket = io(url, {
    path: CHAT_HUB_PATH,
    auth: token === undefined ? {} : { token },
    transports,
    reconnection,
    reconnectionDelay: 300,
    forceNew: true,
  });
  sockets.add(socket);
  return socket;
}

export function closeSockets() {
  for (const socket of sockets) socket.disconnect();
  sockets.clear();
}

/** Resolves with the connection, or rejects with the handshake's error message. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

export async function connect(url: string, token: string, options?: Parameters<typeof hubSocket>[2]): Promise<Socket> {
  return connected(hubSocket(url, token, options));
}

/**
 * Drops the connection the way a lost network does (no goodbye), sends what `whileAway` sends, and resolves once
 * the socket is back, with whether Socket.IO recovered its session.
 */
export async function dropAndReconnect(socket: Socket, whileAway: () => Promise<unknown>): Promise<boolean> {
  const back = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
  socket.io.engine.close();
  await gone;
  await whileAway();
  await back;
  return socket.recovered;
}

/** The first `event` within `ms`, else a failure naming it. */
export function nextEvent<T = unknown>(
  socket: Socket,
  event: string,
  ms = 3000,
  /** Only an event whose payload this accepts (a user's own message comes back to them too). */
  matching: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!matching(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Every event a socket receives, to assert that some never came. */
export function recordEvents(socket: Socket): { event: string; payload: unknown }[] {
  const seen: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
