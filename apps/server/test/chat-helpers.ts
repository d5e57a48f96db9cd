import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createParent, createProvider, users, type Database } from '@kinderly/db';
import { API_PATHS, type ChatMessage, type ChatRoom } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import type { Headers } from './provider-enrolment-helpers.ts';

/** Shared pieces of the chat API tests. */

export interface ChatParty {
  family: Headers;
  familyId: string;
  provider: Headers;
  providerUserId: string;
  providerId: string;
  room: ChatRoom;
}

/** A parent, a listed provider and their room, both signed in. */
export async function chatParty(app: FastifyInstance, db: Database, name = 'Maple Daycare'): Promise<ChatParty> {
  const parent = await createParent(db);
  const listed = await createProvider(db, { complete: true, businessName: name });
  const family = bearer(await loginAs(app, parent));
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, listed.userId));
  const provider = bearer(await loginAs(app, owner!));
  const room = (await openRoom(app, family, listed.id)).json<{ data: ChatRoom }>().data;
  return { family, familyId: parent.id, provider, providerUserId: listed.userId, providerId: listed.id, room };
}

export const openRoom = (app: FastifyInstance, headers: Headers, providerId: string) =>
  app.inject({ method: 'PUT', url: API_PATHS.chat.createRooms, headers, payload: { providerId } });

export const send = (app: FastifyInstance, headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: API_PATHS.chat.sendMessage, headers, payload });

export async function sendText(app: FastifyInstance, headers: Headers, roomId: string, text: string) {
  const response = await send(app, headers, { roomId, text });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: ChatMessage }>().data;
}

export const get = (app: FastifyInstance, headers: Headers, url: string) => app.inject({ method: 'GET', url, headers });
export const put = (app: FastifyInstance, headers: Headers, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, headers, payload });

export function multipart(parts: { fileName: string; contentType: string; data: Buffer }[]) {
  const boundary = '----kinderly-chat-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
